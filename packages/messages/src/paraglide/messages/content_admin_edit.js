/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_EditInputs */

const en_content_admin_edit = /** @type {(inputs: Content_Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

const de_content_admin_edit = /** @type {(inputs: Content_Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bearbeiten`)
};

const fr_content_admin_edit = /** @type {(inputs: Content_Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier`)
};

const nl_content_admin_edit = /** @type {(inputs: Content_Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerken`)
};

const es_content_admin_edit = /** @type {(inputs: Content_Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar`)
};

const en_xa2_content_admin_edit = /** @type {(inputs: Content_Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éðíţ ]`)
};

/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Content_Admin_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_edit = /** @type {((inputs?: Content_Admin_EditInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_EditInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_edit(inputs)
	if (locale === "fr") return fr_content_admin_edit(inputs)
	if (locale === "nl") return nl_content_admin_edit(inputs)
	if (locale === "es") return es_content_admin_edit(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_edit(inputs)
	return en_content_admin_edit(inputs)
});