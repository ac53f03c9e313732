/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Version_Not_LoadedInputs */

const en_content_admin_version_not_loaded = /** @type {(inputs: Content_Admin_Version_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A version could not be loaded`)
};

const de_content_admin_version_not_loaded = /** @type {(inputs: Content_Admin_Version_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Version konnte nicht geladen werden`)
};

const fr_content_admin_version_not_loaded = /** @type {(inputs: Content_Admin_Version_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une version n’a pas pu être chargée`)
};

const nl_content_admin_version_not_loaded = /** @type {(inputs: Content_Admin_Version_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een versie kon niet worden geladen`)
};

const es_content_admin_version_not_loaded = /** @type {(inputs: Content_Admin_Version_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar una versión`)
};

const en_xa2_content_admin_version_not_loaded = /** @type {(inputs: Content_Admin_Version_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Å ṽéŕšíöñ çöüļð ñöţ ƀé ļöáðéð one two]`)
};

/**
* | output |
* | --- |
* | "A version could not be loaded" |
*
* @param {Content_Admin_Version_Not_LoadedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_version_not_loaded = /** @type {((inputs?: Content_Admin_Version_Not_LoadedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Version_Not_LoadedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_version_not_loaded(inputs)
	if (locale === "fr") return fr_content_admin_version_not_loaded(inputs)
	if (locale === "nl") return nl_content_admin_version_not_loaded(inputs)
	if (locale === "es") return es_content_admin_version_not_loaded(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_version_not_loaded(inputs)
	return en_content_admin_version_not_loaded(inputs)
});