/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Section_FileInputs */

const en_content_admin_section_file = /** @type {(inputs: Content_Admin_Section_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File`)
};

const de_content_admin_section_file = /** @type {(inputs: Content_Admin_Section_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datei`)
};

const fr_content_admin_section_file = /** @type {(inputs: Content_Admin_Section_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier`)
};

const nl_content_admin_section_file = /** @type {(inputs: Content_Admin_Section_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestand`)
};

const es_content_admin_section_file = /** @type {(inputs: Content_Admin_Section_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo`)
};

const en_xa2_content_admin_section_file = /** @type {(inputs: Content_Admin_Section_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļé ]`)
};

/**
* | output |
* | --- |
* | "File" |
*
* @param {Content_Admin_Section_FileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_section_file = /** @type {((inputs?: Content_Admin_Section_FileInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Section_FileInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_section_file(inputs)
	if (locale === "fr") return fr_content_admin_section_file(inputs)
	if (locale === "nl") return nl_content_admin_section_file(inputs)
	if (locale === "es") return es_content_admin_section_file(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_section_file(inputs)
	return en_content_admin_section_file(inputs)
});