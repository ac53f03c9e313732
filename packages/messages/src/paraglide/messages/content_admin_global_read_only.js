/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Global_Read_OnlyInputs */

const en_content_admin_global_read_only = /** @type {(inputs: Content_Admin_Global_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A global baseline: read-only, and exportable.`)
};

const de_content_admin_global_read_only = /** @type {(inputs: Content_Admin_Global_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine globale Baseline: nur lesbar und exportierbar.`)
};

const fr_content_admin_global_read_only = /** @type {(inputs: Content_Admin_Global_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un référentiel global : en lecture seule, et exportable.`)
};

const nl_content_admin_global_read_only = /** @type {(inputs: Content_Admin_Global_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een globale baseline: alleen-lezen en exporteerbaar.`)
};

const es_content_admin_global_read_only = /** @type {(inputs: Content_Admin_Global_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una línea base global: de solo lectura y exportable.`)
};

const en_xa2_content_admin_global_read_only = /** @type {(inputs: Content_Admin_Global_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Å ĝļöƀáļ ƀášéļíñé: ŕéáð-öñļý, áñð éẋþöŕţáƀļé. one two three]`)
};

/**
* | output |
* | --- |
* | "A global baseline: read-only, and exportable." |
*
* @param {Content_Admin_Global_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_global_read_only = /** @type {((inputs?: Content_Admin_Global_Read_OnlyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Global_Read_OnlyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_global_read_only(inputs)
	if (locale === "fr") return fr_content_admin_global_read_only(inputs)
	if (locale === "nl") return nl_content_admin_global_read_only(inputs)
	if (locale === "es") return es_content_admin_global_read_only(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_global_read_only(inputs)
	return en_content_admin_global_read_only(inputs)
});