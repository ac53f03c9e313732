/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Compare_DescriptionInputs */

const en_explore_compare_description = /** @type {(inputs: Explore_Compare_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare tenants side by side, domain by domain.`)
};

const de_explore_compare_description = /** @type {(inputs: Explore_Compare_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vergleichen Sie Mandanten nebeneinander, Bereich für Bereich.`)
};

const fr_explore_compare_description = /** @type {(inputs: Explore_Compare_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparez les entités côte à côte, domaine par domaine.`)
};

const nl_explore_compare_description = /** @type {(inputs: Explore_Compare_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vergelijk tenants naast elkaar, domein per domein.`)
};

const es_explore_compare_description = /** @type {(inputs: Explore_Compare_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare inquilinos lado a lado, dominio por dominio.`)
};

const en_xa2_explore_compare_description = /** @type {(inputs: Explore_Compare_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱþáŕé ţéñáñţš šíðé ƀý šíðé, ðöɱáíñ ƀý ðöɱáíñ. one two three]`)
};

/**
* | output |
* | --- |
* | "Compare tenants side by side, domain by domain." |
*
* @param {Explore_Compare_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_compare_description = /** @type {((inputs?: Explore_Compare_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Compare_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_compare_description(inputs)
	if (locale === "fr") return fr_explore_compare_description(inputs)
	if (locale === "nl") return nl_explore_compare_description(inputs)
	if (locale === "es") return es_explore_compare_description(inputs)
	if (locale === "en-XA") return en_xa2_explore_compare_description(inputs)
	return en_explore_compare_description(inputs)
});