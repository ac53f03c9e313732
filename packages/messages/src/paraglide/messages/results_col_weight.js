/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Col_WeightInputs */

const en_results_col_weight = /** @type {(inputs: Results_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight`)
};

const de_results_col_weight = /** @type {(inputs: Results_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewicht`)
};

const fr_results_col_weight = /** @type {(inputs: Results_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids`)
};

const nl_results_col_weight = /** @type {(inputs: Results_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewicht`)
};

const es_results_col_weight = /** @type {(inputs: Results_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso`)
};

const en_xa2_results_col_weight = /** @type {(inputs: Results_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéíĝĥţ ]`)
};

/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Results_Col_WeightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_col_weight = /** @type {((inputs?: Results_Col_WeightInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Col_WeightInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_col_weight(inputs)
	if (locale === "fr") return fr_results_col_weight(inputs)
	if (locale === "nl") return nl_results_col_weight(inputs)
	if (locale === "es") return es_results_col_weight(inputs)
	if (locale === "en-XA") return en_xa2_results_col_weight(inputs)
	return en_results_col_weight(inputs)
});