/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_LabelInputs */

const en_results_label = /** @type {(inputs: Results_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Result`)
};

const de_results_label = /** @type {(inputs: Results_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnis`)
};

const fr_results_label = /** @type {(inputs: Results_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultat`)
};

const nl_results_label = /** @type {(inputs: Results_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultaat`)
};

const es_results_label = /** @type {(inputs: Results_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultado`)
};

const en_xa2_results_label = /** @type {(inputs: Results_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšüļţ ]`)
};

/**
* | output |
* | --- |
* | "Result" |
*
* @param {Results_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_label = /** @type {((inputs?: Results_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_LabelInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_label(inputs)
	if (locale === "fr") return fr_results_label(inputs)
	if (locale === "nl") return nl_results_label(inputs)
	if (locale === "es") return es_results_label(inputs)
	if (locale === "en-XA") return en_xa2_results_label(inputs)
	return en_results_label(inputs)
});