/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_TitleInputs */

const en_content_admin_title = /** @type {(inputs: Content_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content admin`)
};

const de_content_admin_title = /** @type {(inputs: Content_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaltsverwaltung`)
};

const fr_content_admin_title = /** @type {(inputs: Content_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestion du contenu`)
};

const nl_content_admin_title = /** @type {(inputs: Content_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contentbeheer`)
};

const es_content_admin_title = /** @type {(inputs: Content_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestión de contenido`)
};

const en_xa2_content_admin_title = /** @type {(inputs: Content_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţéñţ áðɱíñ on]`)
};

/**
* | output |
* | --- |
* | "Content admin" |
*
* @param {Content_Admin_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_title = /** @type {((inputs?: Content_Admin_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_title(inputs)
	if (locale === "fr") return fr_content_admin_title(inputs)
	if (locale === "nl") return nl_content_admin_title(inputs)
	if (locale === "es") return es_content_admin_title(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_title(inputs)
	return en_content_admin_title(inputs)
});