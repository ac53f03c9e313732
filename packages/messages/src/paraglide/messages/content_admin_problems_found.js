/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Problems_FoundInputs */

const en_content_admin_problems_found = /** @type {(inputs: Content_Admin_Problems_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problems found`)
};

const de_content_admin_problems_found = /** @type {(inputs: Content_Admin_Problems_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Probleme gefunden`)
};

const fr_content_admin_problems_found = /** @type {(inputs: Content_Admin_Problems_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problèmes détectés`)
};

const nl_content_admin_problems_found = /** @type {(inputs: Content_Admin_Problems_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problemen gevonden`)
};

const es_content_admin_problems_found = /** @type {(inputs: Content_Admin_Problems_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problemas encontrados`)
};

const en_xa2_content_admin_problems_found = /** @type {(inputs: Content_Admin_Problems_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕöƀļéɱš ƒöüñð on]`)
};

/**
* | output |
* | --- |
* | "Problems found" |
*
* @param {Content_Admin_Problems_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_problems_found = /** @type {((inputs?: Content_Admin_Problems_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Problems_FoundInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_problems_found(inputs)
	if (locale === "fr") return fr_content_admin_problems_found(inputs)
	if (locale === "nl") return nl_content_admin_problems_found(inputs)
	if (locale === "es") return es_content_admin_problems_found(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_problems_found(inputs)
	return en_content_admin_problems_found(inputs)
});