/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Baselines_Not_LoadedInputs */

const en_content_admin_baselines_not_loaded = /** @type {(inputs: Content_Admin_Baselines_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The baselines could not be loaded`)
};

const de_content_admin_baselines_not_loaded = /** @type {(inputs: Content_Admin_Baselines_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Baselines konnten nicht geladen werden`)
};

const fr_content_admin_baselines_not_loaded = /** @type {(inputs: Content_Admin_Baselines_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les référentiels n’ont pas pu être chargés`)
};

const nl_content_admin_baselines_not_loaded = /** @type {(inputs: Content_Admin_Baselines_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De baselines konden niet worden geladen`)
};

const es_content_admin_baselines_not_loaded = /** @type {(inputs: Content_Admin_Baselines_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las líneas base`)
};

const en_xa2_content_admin_baselines_not_loaded = /** @type {(inputs: Content_Admin_Baselines_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƀášéļíñéš çöüļð ñöţ ƀé ļöáðéð one two t]`)
};

/**
* | output |
* | --- |
* | "The baselines could not be loaded" |
*
* @param {Content_Admin_Baselines_Not_LoadedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_baselines_not_loaded = /** @type {((inputs?: Content_Admin_Baselines_Not_LoadedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Baselines_Not_LoadedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_baselines_not_loaded(inputs)
	if (locale === "fr") return fr_content_admin_baselines_not_loaded(inputs)
	if (locale === "nl") return nl_content_admin_baselines_not_loaded(inputs)
	if (locale === "es") return es_content_admin_baselines_not_loaded(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_baselines_not_loaded(inputs)
	return en_content_admin_baselines_not_loaded(inputs)
});