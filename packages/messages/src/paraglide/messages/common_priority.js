/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_PriorityInputs */

const en_common_priority = /** @type {(inputs: Common_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priority`)
};

const de_common_priority = /** @type {(inputs: Common_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priorität`)
};

const fr_common_priority = /** @type {(inputs: Common_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priorité`)
};

const nl_common_priority = /** @type {(inputs: Common_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prioriteit`)
};

const es_common_priority = /** @type {(inputs: Common_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prioridad`)
};

const en_xa2_common_priority = /** @type {(inputs: Common_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíöŕíţý ]`)
};

/**
* | output |
* | --- |
* | "Priority" |
*
* @param {Common_PriorityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_priority = /** @type {((inputs?: Common_PriorityInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_PriorityInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_priority(inputs)
	if (locale === "fr") return fr_common_priority(inputs)
	if (locale === "nl") return nl_common_priority(inputs)
	if (locale === "es") return es_common_priority(inputs)
	if (locale === "en-XA") return en_xa2_common_priority(inputs)
	return en_common_priority(inputs)
});