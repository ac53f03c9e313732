/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_No_Differences_DescriptionInputs */

const en_content_admin_no_differences_description = /** @type {(inputs: Content_Admin_No_Differences_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These versions have the same domains and controls.`)
};

const de_content_admin_no_differences_description = /** @type {(inputs: Content_Admin_No_Differences_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Versionen haben dieselben Domänen und Kontrollen.`)
};

const fr_content_admin_no_differences_description = /** @type {(inputs: Content_Admin_No_Differences_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces versions ont les mêmes domaines et contrôles.`)
};

const nl_content_admin_no_differences_description = /** @type {(inputs: Content_Admin_No_Differences_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze versies hebben dezelfde domeinen en controls.`)
};

const es_content_admin_no_differences_description = /** @type {(inputs: Content_Admin_No_Differences_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estas versiones tienen los mismos dominios y controles.`)
};

const en_xa2_content_admin_no_differences_description = /** @type {(inputs: Content_Admin_No_Differences_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéšé ṽéŕšíöñš ĥáṽé ţĥé šáɱé ðöɱáíñš áñð çöñţŕöļš. one two three f]`)
};

/**
* | output |
* | --- |
* | "These versions have the same domains and controls." |
*
* @param {Content_Admin_No_Differences_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_no_differences_description = /** @type {((inputs?: Content_Admin_No_Differences_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_No_Differences_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_no_differences_description(inputs)
	if (locale === "fr") return fr_content_admin_no_differences_description(inputs)
	if (locale === "nl") return nl_content_admin_no_differences_description(inputs)
	if (locale === "es") return es_content_admin_no_differences_description(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_no_differences_description(inputs)
	return en_content_admin_no_differences_description(inputs)
});