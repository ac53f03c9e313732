/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Import_TitleInputs */

const en_content_admin_import_title = /** @type {(inputs: Content_Admin_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import a baseline`)
};

const de_content_admin_import_title = /** @type {(inputs: Content_Admin_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline importieren`)
};

const fr_content_admin_import_title = /** @type {(inputs: Content_Admin_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer un référentiel`)
};

const nl_content_admin_import_title = /** @type {(inputs: Content_Admin_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een baseline importeren`)
};

const es_content_admin_import_title = /** @type {(inputs: Content_Admin_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar una línea base`)
};

const en_xa2_content_admin_import_title = /** @type {(inputs: Content_Admin_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îɱþöŕţ á ƀášéļíñé one]`)
};

/**
* | output |
* | --- |
* | "Import a baseline" |
*
* @param {Content_Admin_Import_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_import_title = /** @type {((inputs?: Content_Admin_Import_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Import_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_import_title(inputs)
	if (locale === "fr") return fr_content_admin_import_title(inputs)
	if (locale === "nl") return nl_content_admin_import_title(inputs)
	if (locale === "es") return es_content_admin_import_title(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_import_title(inputs)
	return en_content_admin_import_title(inputs)
});