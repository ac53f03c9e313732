/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessments_Unknown_BaselineInputs */

const en_assessments_unknown_baseline = /** @type {(inputs: Assessments_Unknown_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown baseline`)
};

const de_assessments_unknown_baseline = /** @type {(inputs: Assessments_Unknown_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannte Baseline`)
};

const fr_assessments_unknown_baseline = /** @type {(inputs: Assessments_Unknown_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référentiel inconnu`)
};

const nl_assessments_unknown_baseline = /** @type {(inputs: Assessments_Unknown_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onbekende baseline`)
};

const es_assessments_unknown_baseline = /** @type {(inputs: Assessments_Unknown_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Línea base desconocida`)
};

const en_xa2_assessments_unknown_baseline = /** @type {(inputs: Assessments_Unknown_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûñķñöŵñ ƀášéļíñé one]`)
};

/**
* | output |
* | --- |
* | "Unknown baseline" |
*
* @param {Assessments_Unknown_BaselineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_unknown_baseline = /** @type {((inputs?: Assessments_Unknown_BaselineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_Unknown_BaselineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_unknown_baseline(inputs)
	if (locale === "fr") return fr_assessments_unknown_baseline(inputs)
	if (locale === "nl") return nl_assessments_unknown_baseline(inputs)
	if (locale === "es") return es_assessments_unknown_baseline(inputs)
	if (locale === "en-XA") return en_xa2_assessments_unknown_baseline(inputs)
	return en_assessments_unknown_baseline(inputs)
});