/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_ViewInputs */

const en_roadmap_view = /** @type {(inputs: Roadmap_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View`)
};

const de_roadmap_view = /** @type {(inputs: Roadmap_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ansicht`)
};

const fr_roadmap_view = /** @type {(inputs: Roadmap_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vue`)
};

const nl_roadmap_view = /** @type {(inputs: Roadmap_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weergave`)
};

const es_roadmap_view = /** @type {(inputs: Roadmap_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vista`)
};

const en_xa2_roadmap_view = /** @type {(inputs: Roadmap_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽíéŵ ]`)
};

/**
* | output |
* | --- |
* | "View" |
*
* @param {Roadmap_ViewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_view = /** @type {((inputs?: Roadmap_ViewInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_ViewInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_view(inputs)
	if (locale === "fr") return fr_roadmap_view(inputs)
	if (locale === "nl") return nl_roadmap_view(inputs)
	if (locale === "es") return es_roadmap_view(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_view(inputs)
	return en_roadmap_view(inputs)
});