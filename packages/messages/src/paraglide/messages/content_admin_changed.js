/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_ChangedInputs */

const en_content_admin_changed = /** @type {(inputs: Content_Admin_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed`)
};

const de_content_admin_changed = /** @type {(inputs: Content_Admin_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geändert`)
};

const fr_content_admin_changed = /** @type {(inputs: Content_Admin_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifié`)
};

const nl_content_admin_changed = /** @type {(inputs: Content_Admin_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewijzigd`)
};

const es_content_admin_changed = /** @type {(inputs: Content_Admin_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modificado`)
};

const en_xa2_content_admin_changed = /** @type {(inputs: Content_Admin_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝéð ]`)
};

/**
* | output |
* | --- |
* | "Changed" |
*
* @param {Content_Admin_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_changed = /** @type {((inputs?: Content_Admin_ChangedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_ChangedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_changed(inputs)
	if (locale === "fr") return fr_content_admin_changed(inputs)
	if (locale === "nl") return nl_content_admin_changed(inputs)
	if (locale === "es") return es_content_admin_changed(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_changed(inputs)
	return en_content_admin_changed(inputs)
});