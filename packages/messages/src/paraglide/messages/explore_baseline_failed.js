/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Baseline_FailedInputs */

const en_explore_baseline_failed = /** @type {(inputs: Explore_Baseline_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This baseline could not be loaded`)
};

const de_explore_baseline_failed = /** @type {(inputs: Explore_Baseline_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Baseline konnte nicht geladen werden`)
};

const fr_explore_baseline_failed = /** @type {(inputs: Explore_Baseline_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce référentiel n’a pas pu être chargé`)
};

const nl_explore_baseline_failed = /** @type {(inputs: Explore_Baseline_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze baseline kon niet worden geladen`)
};

const es_explore_baseline_failed = /** @type {(inputs: Explore_Baseline_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar esta línea base`)
};

const en_xa2_explore_baseline_failed = /** @type {(inputs: Explore_Baseline_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ƀášéļíñé çöüļð ñöţ ƀé ļöáðéð one two t]`)
};

/**
* | output |
* | --- |
* | "This baseline could not be loaded" |
*
* @param {Explore_Baseline_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_baseline_failed = /** @type {((inputs?: Explore_Baseline_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Baseline_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_baseline_failed(inputs)
	if (locale === "fr") return fr_explore_baseline_failed(inputs)
	if (locale === "nl") return nl_explore_baseline_failed(inputs)
	if (locale === "es") return es_explore_baseline_failed(inputs)
	if (locale === "en-XA") return en_xa2_explore_baseline_failed(inputs)
	return en_explore_baseline_failed(inputs)
});