/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Read_OnlyInputs */

const en_content_admin_read_only = /** @type {(inputs: Content_Admin_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read only`)
};

const de_content_admin_read_only = /** @type {(inputs: Content_Admin_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur lesen`)
};

const fr_content_admin_read_only = /** @type {(inputs: Content_Admin_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecture seule`)
};

const nl_content_admin_read_only = /** @type {(inputs: Content_Admin_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen-lezen`)
};

const es_content_admin_read_only = /** @type {(inputs: Content_Admin_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo lectura`)
};

const en_xa2_content_admin_read_only = /** @type {(inputs: Content_Admin_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáð öñļý ]`)
};

/**
* | output |
* | --- |
* | "Read only" |
*
* @param {Content_Admin_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_read_only = /** @type {((inputs?: Content_Admin_Read_OnlyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Read_OnlyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_read_only(inputs)
	if (locale === "fr") return fr_content_admin_read_only(inputs)
	if (locale === "nl") return nl_content_admin_read_only(inputs)
	if (locale === "es") return es_content_admin_read_only(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_read_only(inputs)
	return en_content_admin_read_only(inputs)
});