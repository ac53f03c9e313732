/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_AddedInputs */

const en_content_admin_added = /** @type {(inputs: Content_Admin_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added`)
};

const de_content_admin_added = /** @type {(inputs: Content_Admin_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinzugefügt`)
};

const fr_content_admin_added = /** @type {(inputs: Content_Admin_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouté`)
};

const nl_content_admin_added = /** @type {(inputs: Content_Admin_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegevoegd`)
};

const es_content_admin_added = /** @type {(inputs: Content_Admin_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadido`)
};

const en_xa2_content_admin_added = /** @type {(inputs: Content_Admin_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åððéð ]`)
};

/**
* | output |
* | --- |
* | "Added" |
*
* @param {Content_Admin_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_added = /** @type {((inputs?: Content_Admin_AddedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_AddedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_added(inputs)
	if (locale === "fr") return fr_content_admin_added(inputs)
	if (locale === "nl") return nl_content_admin_added(inputs)
	if (locale === "es") return es_content_admin_added(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_added(inputs)
	return en_content_admin_added(inputs)
});