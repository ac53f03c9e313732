/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ContentInputs */

const en_nav_content = /** @type {(inputs: Nav_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content`)
};

const de_nav_content = /** @type {(inputs: Nav_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhalte`)
};

const fr_nav_content = /** @type {(inputs: Nav_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenu`)
};

const nl_nav_content = /** @type {(inputs: Nav_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhoud`)
};

const es_nav_content = /** @type {(inputs: Nav_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenido`)
};

const en_xa2_nav_content = /** @type {(inputs: Nav_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţéñţ ]`)
};

/**
* | output |
* | --- |
* | "Content" |
*
* @param {Nav_ContentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_content = /** @type {((inputs?: Nav_ContentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ContentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_content(inputs)
	if (locale === "fr") return fr_nav_content(inputs)
	if (locale === "nl") return nl_nav_content(inputs)
	if (locale === "es") return es_nav_content(inputs)
	if (locale === "en-XA") return en_xa2_nav_content(inputs)
	return en_nav_content(inputs)
});