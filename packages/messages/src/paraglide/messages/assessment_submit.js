/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_SubmitInputs */

const en_assessment_submit = /** @type {(inputs: Assessment_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit`)
};

const de_assessment_submit = /** @type {(inputs: Assessment_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einreichen`)
};

const fr_assessment_submit = /** @type {(inputs: Assessment_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soumettre`)
};

const nl_assessment_submit = /** @type {(inputs: Assessment_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indienen`)
};

const es_assessment_submit = /** @type {(inputs: Assessment_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar`)
};

const en_xa2_assessment_submit = /** @type {(inputs: Assessment_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüƀɱíţ ]`)
};

/**
* | output |
* | --- |
* | "Submit" |
*
* @param {Assessment_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_submit = /** @type {((inputs?: Assessment_SubmitInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_SubmitInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_submit(inputs)
	if (locale === "fr") return fr_assessment_submit(inputs)
	if (locale === "nl") return nl_assessment_submit(inputs)
	if (locale === "es") return es_assessment_submit(inputs)
	if (locale === "en-XA") return en_xa2_assessment_submit(inputs)
	return en_assessment_submit(inputs)
});