/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Check_FileInputs */

const en_content_admin_check_file = /** @type {(inputs: Content_Admin_Check_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check file`)
};

const de_content_admin_check_file = /** @type {(inputs: Content_Admin_Check_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datei prüfen`)
};

const fr_content_admin_check_file = /** @type {(inputs: Content_Admin_Check_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier le fichier`)
};

const nl_content_admin_check_file = /** @type {(inputs: Content_Admin_Check_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestand controleren`)
};

const es_content_admin_check_file = /** @type {(inputs: Content_Admin_Check_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobar archivo`)
};

const en_xa2_content_admin_check_file = /** @type {(inputs: Content_Admin_Check_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ƒíļé o]`)
};

/**
* | output |
* | --- |
* | "Check file" |
*
* @param {Content_Admin_Check_FileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_check_file = /** @type {((inputs?: Content_Admin_Check_FileInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Check_FileInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_check_file(inputs)
	if (locale === "fr") return fr_content_admin_check_file(inputs)
	if (locale === "nl") return nl_content_admin_check_file(inputs)
	if (locale === "es") return es_content_admin_check_file(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_check_file(inputs)
	return en_content_admin_check_file(inputs)
});