/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_ImportedInputs */

const en_content_admin_imported = /** @type {(inputs: Content_Admin_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imported`)
};

const de_content_admin_imported = /** @type {(inputs: Content_Admin_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importiert`)
};

const fr_content_admin_imported = /** @type {(inputs: Content_Admin_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importé`)
};

const nl_content_admin_imported = /** @type {(inputs: Content_Admin_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geïmporteerd`)
};

const es_content_admin_imported = /** @type {(inputs: Content_Admin_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importado`)
};

const en_xa2_content_admin_imported = /** @type {(inputs: Content_Admin_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îɱþöŕţéð ]`)
};

/**
* | output |
* | --- |
* | "Imported" |
*
* @param {Content_Admin_ImportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_imported = /** @type {((inputs?: Content_Admin_ImportedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_ImportedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_imported(inputs)
	if (locale === "fr") return fr_content_admin_imported(inputs)
	if (locale === "nl") return nl_content_admin_imported(inputs)
	if (locale === "es") return es_content_admin_imported(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_imported(inputs)
	return en_content_admin_imported(inputs)
});