/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Assessment_Not_ReadInputs */

const en_console_support_assessment_not_read = /** @type {(inputs: Console_Support_Assessment_Not_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The assessment could not be read`)
};

const de_console_support_assessment_not_read = /** @type {(inputs: Console_Support_Assessment_Not_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewertung konnte nicht gelesen werden`)
};

const fr_console_support_assessment_not_read = /** @type {(inputs: Console_Support_Assessment_Not_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’évaluation n’a pas pu être lue`)
};

const nl_console_support_assessment_not_read = /** @type {(inputs: Console_Support_Assessment_Not_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De beoordeling kon niet worden gelezen`)
};

const es_console_support_assessment_not_read = /** @type {(inputs: Console_Support_Assessment_Not_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer la evaluación`)
};

const en_xa2_console_support_assessment_not_read = /** @type {(inputs: Console_Support_Assessment_Not_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áššéššɱéñţ çöüļð ñöţ ƀé ŕéáð one two ]`)
};

/**
* | output |
* | --- |
* | "The assessment could not be read" |
*
* @param {Console_Support_Assessment_Not_ReadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_assessment_not_read = /** @type {((inputs?: Console_Support_Assessment_Not_ReadInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Assessment_Not_ReadInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_assessment_not_read(inputs)
	if (locale === "fr") return fr_console_support_assessment_not_read(inputs)
	if (locale === "nl") return nl_console_support_assessment_not_read(inputs)
	if (locale === "es") return es_console_support_assessment_not_read(inputs)
	if (locale === "en-XA") return en_xa2_console_support_assessment_not_read(inputs)
	return en_console_support_assessment_not_read(inputs)
});