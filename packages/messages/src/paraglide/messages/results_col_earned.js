/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Col_EarnedInputs */

const en_results_col_earned = /** @type {(inputs: Results_Col_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earned`)
};

const de_results_col_earned = /** @type {(inputs: Results_Col_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreicht`)
};

const fr_results_col_earned = /** @type {(inputs: Results_Col_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtenu`)
};

const nl_results_col_earned = /** @type {(inputs: Results_Col_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Behaald`)
};

const es_results_col_earned = /** @type {(inputs: Results_Col_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtenido`)
};

const en_xa2_results_col_earned = /** @type {(inputs: Results_Col_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éáŕñéð ]`)
};

/**
* | output |
* | --- |
* | "Earned" |
*
* @param {Results_Col_EarnedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_col_earned = /** @type {((inputs?: Results_Col_EarnedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Col_EarnedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_col_earned(inputs)
	if (locale === "fr") return fr_results_col_earned(inputs)
	if (locale === "nl") return nl_results_col_earned(inputs)
	if (locale === "es") return es_results_col_earned(inputs)
	if (locale === "en-XA") return en_xa2_results_col_earned(inputs)
	return en_results_col_earned(inputs)
});