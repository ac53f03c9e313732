/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Load_FailedInputs */

const en_assessment_load_failed = /** @type {(inputs: Assessment_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This assessment could not be loaded`)
};

const de_assessment_load_failed = /** @type {(inputs: Assessment_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bewertung konnte nicht geladen werden`)
};

const fr_assessment_load_failed = /** @type {(inputs: Assessment_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette évaluation n’a pas pu être chargée`)
};

const nl_assessment_load_failed = /** @type {(inputs: Assessment_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze beoordeling kon niet worden geladen`)
};

const es_assessment_load_failed = /** @type {(inputs: Assessment_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar esta evaluación`)
};

const en_xa2_assessment_load_failed = /** @type {(inputs: Assessment_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áššéššɱéñţ çöüļð ñöţ ƀé ļöáðéð one two t]`)
};

/**
* | output |
* | --- |
* | "This assessment could not be loaded" |
*
* @param {Assessment_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_load_failed = /** @type {((inputs?: Assessment_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_load_failed(inputs)
	if (locale === "fr") return fr_assessment_load_failed(inputs)
	if (locale === "nl") return nl_assessment_load_failed(inputs)
	if (locale === "es") return es_assessment_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_assessment_load_failed(inputs)
	return en_assessment_load_failed(inputs)
});