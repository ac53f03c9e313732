/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessments_ProgressInputs */

const en_assessments_progress = /** @type {(inputs: Assessments_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress`)
};

const de_assessments_progress = /** @type {(inputs: Assessments_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fortschritt`)
};

const fr_assessments_progress = /** @type {(inputs: Assessments_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progression`)
};

const nl_assessments_progress = /** @type {(inputs: Assessments_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voortgang`)
};

const es_assessments_progress = /** @type {(inputs: Assessments_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progreso`)
};

const en_xa2_assessments_progress = /** @type {(inputs: Assessments_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕöĝŕéšš ]`)
};

/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Assessments_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_progress = /** @type {((inputs?: Assessments_ProgressInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_ProgressInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_progress(inputs)
	if (locale === "fr") return fr_assessments_progress(inputs)
	if (locale === "nl") return nl_assessments_progress(inputs)
	if (locale === "es") return es_assessments_progress(inputs)
	if (locale === "en-XA") return en_xa2_assessments_progress(inputs)
	return en_assessments_progress(inputs)
});