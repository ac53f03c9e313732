/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_AssessmentInputs */

const en_common_assessment = /** @type {(inputs: Common_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment`)
};

const de_common_assessment = /** @type {(inputs: Common_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung`)
};

const fr_common_assessment = /** @type {(inputs: Common_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluation`)
};

const nl_common_assessment = /** @type {(inputs: Common_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeling`)
};

const es_common_assessment = /** @type {(inputs: Common_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evaluación`)
};

const en_xa2_common_assessment = /** @type {(inputs: Common_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéššɱéñţ o]`)
};

/**
* | output |
* | --- |
* | "Assessment" |
*
* @param {Common_AssessmentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_assessment = /** @type {((inputs?: Common_AssessmentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_AssessmentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_assessment(inputs)
	if (locale === "fr") return fr_common_assessment(inputs)
	if (locale === "nl") return nl_common_assessment(inputs)
	if (locale === "es") return es_common_assessment(inputs)
	if (locale === "en-XA") return en_xa2_common_assessment(inputs)
	return en_common_assessment(inputs)
});