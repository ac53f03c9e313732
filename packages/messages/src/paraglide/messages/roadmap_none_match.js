/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_None_MatchInputs */

const en_roadmap_none_match = /** @type {(inputs: Roadmap_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No items match these filters`)
};

const de_roadmap_none_match = /** @type {(inputs: Roadmap_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Maßnahmen passen zu diesen Filtern`)
};

const fr_roadmap_none_match = /** @type {(inputs: Roadmap_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune action ne correspond à ces filtres`)
};

const nl_roadmap_none_match = /** @type {(inputs: Roadmap_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen acties voldoen aan deze filters`)
};

const es_roadmap_none_match = /** @type {(inputs: Roadmap_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna acción coincide con estos filtros`)
};

const en_xa2_roadmap_none_match = /** @type {(inputs: Roadmap_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö íţéɱš ɱáţçĥ ţĥéšé ƒíļţéŕš one two]`)
};

/**
* | output |
* | --- |
* | "No items match these filters" |
*
* @param {Roadmap_None_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_none_match = /** @type {((inputs?: Roadmap_None_MatchInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_None_MatchInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_none_match(inputs)
	if (locale === "fr") return fr_roadmap_none_match(inputs)
	if (locale === "nl") return nl_roadmap_none_match(inputs)
	if (locale === "es") return es_roadmap_none_match(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_none_match(inputs)
	return en_roadmap_none_match(inputs)
});