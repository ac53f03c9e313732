/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_SectionsInputs */

const en_explore_sections = /** @type {(inputs: Explore_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore sections`)
};

const de_explore_sections = /** @type {(inputs: Explore_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereiche von „Erkunden“`)
};

const fr_explore_sections = /** @type {(inputs: Explore_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections d’Explorer`)
};

const nl_explore_sections = /** @type {(inputs: Explore_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onderdelen van Verkennen`)
};

const es_explore_sections = /** @type {(inputs: Explore_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones de Explorar`)
};

const en_xa2_explore_sections = /** @type {(inputs: Explore_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþļöŕé šéçţíöñš one]`)
};

/**
* | output |
* | --- |
* | "Explore sections" |
*
* @param {Explore_SectionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_sections = /** @type {((inputs?: Explore_SectionsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_SectionsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_sections(inputs)
	if (locale === "fr") return fr_explore_sections(inputs)
	if (locale === "nl") return nl_explore_sections(inputs)
	if (locale === "es") return es_explore_sections(inputs)
	if (locale === "en-XA") return en_xa2_explore_sections(inputs)
	return en_explore_sections(inputs)
});