/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Start_Assessment_DescriptionInputs */

const en_start_assessment_description = /** @type {(inputs: Start_Assessment_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open a tenant and assess it against a baseline.`)
};

const de_start_assessment_description = /** @type {(inputs: Start_Assessment_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffnen Sie einen Mandanten und bewerten Sie ihn anhand einer Baseline.`)
};

const fr_start_assessment_description = /** @type {(inputs: Start_Assessment_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrez une entité et évaluez-la avec un référentiel.`)
};

const nl_start_assessment_description = /** @type {(inputs: Start_Assessment_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open een tenant en beoordeel hem op basis van een baseline.`)
};

const es_start_assessment_description = /** @type {(inputs: Start_Assessment_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abra un inquilino y evalúelo con una línea base.`)
};

const en_xa2_start_assessment_description = /** @type {(inputs: Start_Assessment_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþéñ á ţéñáñţ áñð áššéšš íţ áĝáíñšţ á ƀášéļíñé. one two three]`)
};

/**
* | output |
* | --- |
* | "Open a tenant and assess it against a baseline." |
*
* @param {Start_Assessment_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const start_assessment_description = /** @type {((inputs?: Start_Assessment_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Start_Assessment_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_start_assessment_description(inputs)
	if (locale === "fr") return fr_start_assessment_description(inputs)
	if (locale === "nl") return nl_start_assessment_description(inputs)
	if (locale === "es") return es_start_assessment_description(inputs)
	if (locale === "en-XA") return en_xa2_start_assessment_description(inputs)
	return en_start_assessment_description(inputs)
});