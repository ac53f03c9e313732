/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Start_AssessmentInputs */

const en_start_assessment = /** @type {(inputs: Start_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start an assessment`)
};

const de_start_assessment = /** @type {(inputs: Start_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Bewertung starten`)
};

const fr_start_assessment = /** @type {(inputs: Start_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lancer une évaluation`)
};

const nl_start_assessment = /** @type {(inputs: Start_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een beoordeling starten`)
};

const es_start_assessment = /** @type {(inputs: Start_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar una evaluación`)
};

const en_xa2_start_assessment = /** @type {(inputs: Start_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáŕţ áñ áššéššɱéñţ one ]`)
};

/**
* | output |
* | --- |
* | "Start an assessment" |
*
* @param {Start_AssessmentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const start_assessment = /** @type {((inputs?: Start_AssessmentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Start_AssessmentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_start_assessment(inputs)
	if (locale === "fr") return fr_start_assessment(inputs)
	if (locale === "nl") return nl_start_assessment(inputs)
	if (locale === "es") return es_start_assessment(inputs)
	if (locale === "en-XA") return en_xa2_start_assessment(inputs)
	return en_start_assessment(inputs)
});