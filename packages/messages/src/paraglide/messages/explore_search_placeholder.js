/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Search_PlaceholderInputs */

const en_explore_search_placeholder = /** @type {(inputs: Explore_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ref, title, text or framework reference (e.g. A.5.15)`)
};

const de_explore_search_placeholder = /** @type {(inputs: Explore_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kennung, Titel, Text oder Framework-Referenz (z. B. A.5.15)`)
};

const fr_explore_search_placeholder = /** @type {(inputs: Explore_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réf., titre, texte ou référence de cadre (p. ex. A.5.15)`)
};

const nl_explore_search_placeholder = /** @type {(inputs: Explore_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ref, titel, tekst of frameworkverwijzing (bijv. A.5.15)`)
};

const es_explore_search_placeholder = /** @type {(inputs: Explore_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ref., título, texto o referencia de marco (p. ej. A.5.15)`)
};

const en_xa2_explore_search_placeholder = /** @type {(inputs: Explore_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒ, ţíţļé, ţéẋţ öŕ ƒŕáɱéŵöŕķ ŕéƒéŕéñçé (é.ĝ. Å.5.15) one two three fo]`)
};

/**
* | output |
* | --- |
* | "Ref, title, text or framework reference (e.g. A.5.15)" |
*
* @param {Explore_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_search_placeholder = /** @type {((inputs?: Explore_Search_PlaceholderInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Search_PlaceholderInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_search_placeholder(inputs)
	if (locale === "fr") return fr_explore_search_placeholder(inputs)
	if (locale === "nl") return nl_explore_search_placeholder(inputs)
	if (locale === "es") return es_explore_search_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_explore_search_placeholder(inputs)
	return en_explore_search_placeholder(inputs)
});