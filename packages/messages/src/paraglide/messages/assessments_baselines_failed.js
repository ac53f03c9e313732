/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessments_Baselines_FailedInputs */

const en_assessments_baselines_failed = /** @type {(inputs: Assessments_Baselines_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The baselines could not be loaded`)
};

const de_assessments_baselines_failed = /** @type {(inputs: Assessments_Baselines_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Baselines konnten nicht geladen werden`)
};

const fr_assessments_baselines_failed = /** @type {(inputs: Assessments_Baselines_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les référentiels n’ont pas pu être chargés`)
};

const nl_assessments_baselines_failed = /** @type {(inputs: Assessments_Baselines_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De baselines konden niet worden geladen`)
};

const es_assessments_baselines_failed = /** @type {(inputs: Assessments_Baselines_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las líneas base`)
};

const en_xa2_assessments_baselines_failed = /** @type {(inputs: Assessments_Baselines_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƀášéļíñéš çöüļð ñöţ ƀé ļöáðéð one two t]`)
};

/**
* | output |
* | --- |
* | "The baselines could not be loaded" |
*
* @param {Assessments_Baselines_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_baselines_failed = /** @type {((inputs?: Assessments_Baselines_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_Baselines_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_baselines_failed(inputs)
	if (locale === "fr") return fr_assessments_baselines_failed(inputs)
	if (locale === "nl") return nl_assessments_baselines_failed(inputs)
	if (locale === "es") return es_assessments_baselines_failed(inputs)
	if (locale === "en-XA") return en_xa2_assessments_baselines_failed(inputs)
	return en_assessments_baselines_failed(inputs)
});