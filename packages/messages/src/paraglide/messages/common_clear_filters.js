/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Clear_FiltersInputs */

const en_common_clear_filters = /** @type {(inputs: Common_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear filters`)
};

const de_common_clear_filters = /** @type {(inputs: Common_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter zurücksetzen`)
};

const fr_common_clear_filters = /** @type {(inputs: Common_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer les filtres`)
};

const nl_common_clear_filters = /** @type {(inputs: Common_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filters wissen`)
};

const es_common_clear_filters = /** @type {(inputs: Common_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar filtros`)
};

const en_xa2_common_clear_filters = /** @type {(inputs: Common_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ ƒíļţéŕš on]`)
};

/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Common_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_clear_filters = /** @type {((inputs?: Common_Clear_FiltersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Clear_FiltersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_clear_filters(inputs)
	if (locale === "fr") return fr_common_clear_filters(inputs)
	if (locale === "nl") return nl_common_clear_filters(inputs)
	if (locale === "es") return es_common_clear_filters(inputs)
	if (locale === "en-XA") return en_xa2_common_clear_filters(inputs)
	return en_common_clear_filters(inputs)
});