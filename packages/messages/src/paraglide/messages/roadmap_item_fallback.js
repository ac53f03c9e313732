/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Item_FallbackInputs */

const en_roadmap_item_fallback = /** @type {(inputs: Roadmap_Item_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`item`)
};

const de_roadmap_item_fallback = /** @type {(inputs: Roadmap_Item_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maßnahme`)
};

const fr_roadmap_item_fallback = /** @type {(inputs: Roadmap_Item_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`action`)
};

const nl_roadmap_item_fallback = /** @type {(inputs: Roadmap_Item_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`actie`)
};

const es_roadmap_item_fallback = /** @type {(inputs: Roadmap_Item_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`acción`)
};

const en_xa2_roadmap_item_fallback = /** @type {(inputs: Roadmap_Item_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţéɱ ]`)
};

/**
* | output |
* | --- |
* | "item" |
*
* @param {Roadmap_Item_FallbackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_item_fallback = /** @type {((inputs?: Roadmap_Item_FallbackInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Item_FallbackInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_item_fallback(inputs)
	if (locale === "fr") return fr_roadmap_item_fallback(inputs)
	if (locale === "nl") return nl_roadmap_item_fallback(inputs)
	if (locale === "es") return es_roadmap_item_fallback(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_item_fallback(inputs)
	return en_roadmap_item_fallback(inputs)
});