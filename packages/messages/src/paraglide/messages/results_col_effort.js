/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Col_EffortInputs */

const en_results_col_effort = /** @type {(inputs: Results_Col_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effort`)
};

const de_results_col_effort = /** @type {(inputs: Results_Col_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufwand`)
};

const fr_results_col_effort = /** @type {(inputs: Results_Col_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effort`)
};

const nl_results_col_effort = /** @type {(inputs: Results_Col_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inspanning`)
};

const es_results_col_effort = /** @type {(inputs: Results_Col_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esfuerzo`)
};

const en_xa2_results_col_effort = /** @type {(inputs: Results_Col_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éƒƒöŕţ ]`)
};

/**
* | output |
* | --- |
* | "Effort" |
*
* @param {Results_Col_EffortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_col_effort = /** @type {((inputs?: Results_Col_EffortInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Col_EffortInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_col_effort(inputs)
	if (locale === "fr") return fr_results_col_effort(inputs)
	if (locale === "nl") return nl_results_col_effort(inputs)
	if (locale === "es") return es_results_col_effort(inputs)
	if (locale === "en-XA") return en_xa2_results_col_effort(inputs)
	return en_results_col_effort(inputs)
});