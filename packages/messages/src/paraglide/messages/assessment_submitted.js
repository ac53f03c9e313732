/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_SubmittedInputs */

const en_assessment_submitted = /** @type {(inputs: Assessment_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitted for review`)
};

const de_assessment_submitted = /** @type {(inputs: Assessment_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Prüfung eingereicht`)
};

const fr_assessment_submitted = /** @type {(inputs: Assessment_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soumise pour revue`)
};

const nl_assessment_submitted = /** @type {(inputs: Assessment_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingediend ter beoordeling`)
};

const es_assessment_submitted = /** @type {(inputs: Assessment_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviada a revisión`)
};

const en_xa2_assessment_submitted = /** @type {(inputs: Assessment_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüƀɱíţţéð ƒöŕ ŕéṽíéŵ one ]`)
};

/**
* | output |
* | --- |
* | "Submitted for review" |
*
* @param {Assessment_SubmittedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_submitted = /** @type {((inputs?: Assessment_SubmittedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_SubmittedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_submitted(inputs)
	if (locale === "fr") return fr_assessment_submitted(inputs)
	if (locale === "nl") return nl_assessment_submitted(inputs)
	if (locale === "es") return es_assessment_submitted(inputs)
	if (locale === "en-XA") return en_xa2_assessment_submitted(inputs)
	return en_assessment_submitted(inputs)
});