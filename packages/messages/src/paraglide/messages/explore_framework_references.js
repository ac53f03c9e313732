/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Framework_ReferencesInputs */

const en_explore_framework_references = /** @type {(inputs: Explore_Framework_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Framework references`)
};

const de_explore_framework_references = /** @type {(inputs: Explore_Framework_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Framework-Referenzen`)
};

const fr_explore_framework_references = /** @type {(inputs: Explore_Framework_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Références de cadre`)
};

const nl_explore_framework_references = /** @type {(inputs: Explore_Framework_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frameworkverwijzingen`)
};

const es_explore_framework_references = /** @type {(inputs: Explore_Framework_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referencias de marco`)
};

const en_xa2_explore_framework_references = /** @type {(inputs: Explore_Framework_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕáɱéŵöŕķ ŕéƒéŕéñçéš one ]`)
};

/**
* | output |
* | --- |
* | "Framework references" |
*
* @param {Explore_Framework_ReferencesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_framework_references = /** @type {((inputs?: Explore_Framework_ReferencesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Framework_ReferencesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_framework_references(inputs)
	if (locale === "fr") return fr_explore_framework_references(inputs)
	if (locale === "nl") return nl_explore_framework_references(inputs)
	if (locale === "es") return es_explore_framework_references(inputs)
	if (locale === "en-XA") return en_xa2_explore_framework_references(inputs)
	return en_explore_framework_references(inputs)
});