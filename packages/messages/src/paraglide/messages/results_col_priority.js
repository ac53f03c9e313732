/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Col_PriorityInputs */

const en_results_col_priority = /** @type {(inputs: Results_Col_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priority`)
};

const de_results_col_priority = /** @type {(inputs: Results_Col_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priorität`)
};

const fr_results_col_priority = /** @type {(inputs: Results_Col_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priorité`)
};

const nl_results_col_priority = /** @type {(inputs: Results_Col_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prioriteit`)
};

const es_results_col_priority = /** @type {(inputs: Results_Col_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prioridad`)
};

const en_xa2_results_col_priority = /** @type {(inputs: Results_Col_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíöŕíţý ]`)
};

/**
* | output |
* | --- |
* | "Priority" |
*
* @param {Results_Col_PriorityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_col_priority = /** @type {((inputs?: Results_Col_PriorityInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Col_PriorityInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_col_priority(inputs)
	if (locale === "fr") return fr_results_col_priority(inputs)
	if (locale === "nl") return nl_results_col_priority(inputs)
	if (locale === "es") return es_results_col_priority(inputs)
	if (locale === "en-XA") return en_xa2_results_col_priority(inputs)
	return en_results_col_priority(inputs)
});