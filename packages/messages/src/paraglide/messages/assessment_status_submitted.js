/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Status_SubmittedInputs */

const en_assessment_status_submitted = /** @type {(inputs: Assessment_Status_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready for review`)
};

const de_assessment_status_submitted = /** @type {(inputs: Assessment_Status_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereit zur Prüfung`)
};

const fr_assessment_status_submitted = /** @type {(inputs: Assessment_Status_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prête pour la revue`)
};

const nl_assessment_status_submitted = /** @type {(inputs: Assessment_Status_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klaar voor beoordeling`)
};

const es_assessment_status_submitted = /** @type {(inputs: Assessment_Status_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista para revisión`)
};

const en_xa2_assessment_status_submitted = /** @type {(inputs: Assessment_Status_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáðý ƒöŕ ŕéṽíéŵ one]`)
};

/**
* | output |
* | --- |
* | "Ready for review" |
*
* @param {Assessment_Status_SubmittedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_status_submitted = /** @type {((inputs?: Assessment_Status_SubmittedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Status_SubmittedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_status_submitted(inputs)
	if (locale === "fr") return fr_assessment_status_submitted(inputs)
	if (locale === "nl") return nl_assessment_status_submitted(inputs)
	if (locale === "es") return es_assessment_status_submitted(inputs)
	if (locale === "en-XA") return en_xa2_assessment_status_submitted(inputs)
	return en_assessment_status_submitted(inputs)
});