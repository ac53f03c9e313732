/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_SectionsInputs */

const en_content_admin_sections = /** @type {(inputs: Content_Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content admin sections`)
};

const de_content_admin_sections = /** @type {(inputs: Content_Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereiche der Inhaltsverwaltung`)
};

const fr_content_admin_sections = /** @type {(inputs: Content_Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections de la gestion du contenu`)
};

const nl_content_admin_sections = /** @type {(inputs: Content_Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onderdelen van contentbeheer`)
};

const es_content_admin_sections = /** @type {(inputs: Content_Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones de la gestión de contenido`)
};

const en_xa2_content_admin_sections = /** @type {(inputs: Content_Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţéñţ áðɱíñ šéçţíöñš one t]`)
};

/**
* | output |
* | --- |
* | "Content admin sections" |
*
* @param {Content_Admin_SectionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_sections = /** @type {((inputs?: Content_Admin_SectionsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_SectionsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_sections(inputs)
	if (locale === "fr") return fr_content_admin_sections(inputs)
	if (locale === "nl") return nl_content_admin_sections(inputs)
	if (locale === "es") return es_content_admin_sections(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_sections(inputs)
	return en_content_admin_sections(inputs)
});