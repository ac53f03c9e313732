/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Comparison_Load_FailedInputs */

const en_comparison_load_failed = /** @type {(inputs: Comparison_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The comparison could not be loaded`)
};

const de_comparison_load_failed = /** @type {(inputs: Comparison_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Vergleich konnte nicht geladen werden`)
};

const fr_comparison_load_failed = /** @type {(inputs: Comparison_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La comparaison n’a pas pu être chargée`)
};

const nl_comparison_load_failed = /** @type {(inputs: Comparison_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De vergelijking kon niet worden geladen`)
};

const es_comparison_load_failed = /** @type {(inputs: Comparison_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la comparación`)
};

const en_xa2_comparison_load_failed = /** @type {(inputs: Comparison_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çöɱþáŕíšöñ çöüļð ñöţ ƀé ļöáðéð one two t]`)
};

/**
* | output |
* | --- |
* | "The comparison could not be loaded" |
*
* @param {Comparison_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const comparison_load_failed = /** @type {((inputs?: Comparison_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Comparison_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_comparison_load_failed(inputs)
	if (locale === "fr") return fr_comparison_load_failed(inputs)
	if (locale === "nl") return nl_comparison_load_failed(inputs)
	if (locale === "es") return es_comparison_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_comparison_load_failed(inputs)
	return en_comparison_load_failed(inputs)
});