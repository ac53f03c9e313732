/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_TranslationsInputs */

const en_content_admin_translations = /** @type {(inputs: Content_Admin_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translations`)
};

const de_content_admin_translations = /** @type {(inputs: Content_Admin_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übersetzungen`)
};

const fr_content_admin_translations = /** @type {(inputs: Content_Admin_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traductions`)
};

const nl_content_admin_translations = /** @type {(inputs: Content_Admin_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vertalingen`)
};

const es_content_admin_translations = /** @type {(inputs: Content_Admin_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traducciones`)
};

const en_xa2_content_admin_translations = /** @type {(inputs: Content_Admin_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáñšļáţíöñš o]`)
};

/**
* | output |
* | --- |
* | "Translations" |
*
* @param {Content_Admin_TranslationsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_translations = /** @type {((inputs?: Content_Admin_TranslationsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_TranslationsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_translations(inputs)
	if (locale === "fr") return fr_content_admin_translations(inputs)
	if (locale === "nl") return nl_content_admin_translations(inputs)
	if (locale === "es") return es_content_admin_translations(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_translations(inputs)
	return en_content_admin_translations(inputs)
});