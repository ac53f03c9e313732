/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Submit_ReviewInputs */

const en_assessment_submit_review = /** @type {(inputs: Assessment_Submit_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit for review`)
};

const de_assessment_submit_review = /** @type {(inputs: Assessment_Submit_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Prüfung einreichen`)
};

const fr_assessment_submit_review = /** @type {(inputs: Assessment_Submit_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soumettre pour revue`)
};

const nl_assessment_submit_review = /** @type {(inputs: Assessment_Submit_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indienen ter beoordeling`)
};

const es_assessment_submit_review = /** @type {(inputs: Assessment_Submit_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar a revisión`)
};

const en_xa2_assessment_submit_review = /** @type {(inputs: Assessment_Submit_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüƀɱíţ ƒöŕ ŕéṽíéŵ one]`)
};

/**
* | output |
* | --- |
* | "Submit for review" |
*
* @param {Assessment_Submit_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_submit_review = /** @type {((inputs?: Assessment_Submit_ReviewInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Submit_ReviewInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_submit_review(inputs)
	if (locale === "fr") return fr_assessment_submit_review(inputs)
	if (locale === "nl") return nl_assessment_submit_review(inputs)
	if (locale === "es") return es_assessment_submit_review(inputs)
	if (locale === "en-XA") return en_xa2_assessment_submit_review(inputs)
	return en_assessment_submit_review(inputs)
});