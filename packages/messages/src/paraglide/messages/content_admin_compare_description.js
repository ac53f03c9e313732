/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Compare_DescriptionInputs */

const en_content_admin_compare_description = /** @type {(inputs: Content_Admin_Compare_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What changed between two versions, control by control.`)
};

const de_content_admin_compare_description = /** @type {(inputs: Content_Admin_Compare_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was sich zwischen zwei Versionen geändert hat, Kontrolle für Kontrolle.`)
};

const fr_content_admin_compare_description = /** @type {(inputs: Content_Admin_Compare_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce qui a changé entre deux versions, contrôle par contrôle.`)
};

const nl_content_admin_compare_description = /** @type {(inputs: Content_Admin_Compare_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wat er tussen twee versies veranderde, control voor control.`)
};

const es_content_admin_compare_description = /** @type {(inputs: Content_Admin_Compare_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué cambió entre dos versiones, control por control.`)
};

const en_xa2_content_admin_compare_description = /** @type {(inputs: Content_Admin_Compare_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ çĥáñĝéð ƀéţŵééñ ţŵö ṽéŕšíöñš, çöñţŕöļ ƀý çöñţŕöļ. one two three fo]`)
};

/**
* | output |
* | --- |
* | "What changed between two versions, control by control." |
*
* @param {Content_Admin_Compare_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_compare_description = /** @type {((inputs?: Content_Admin_Compare_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Compare_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_compare_description(inputs)
	if (locale === "fr") return fr_content_admin_compare_description(inputs)
	if (locale === "nl") return nl_content_admin_compare_description(inputs)
	if (locale === "es") return es_content_admin_compare_description(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_compare_description(inputs)
	return en_content_admin_compare_description(inputs)
});