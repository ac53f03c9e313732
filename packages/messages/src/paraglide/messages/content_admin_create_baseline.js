/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Create_BaselineInputs */

const en_content_admin_create_baseline = /** @type {(inputs: Content_Admin_Create_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create baseline`)
};

const de_content_admin_create_baseline = /** @type {(inputs: Content_Admin_Create_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline anlegen`)
};

const fr_content_admin_create_baseline = /** @type {(inputs: Content_Admin_Create_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer le référentiel`)
};

const nl_content_admin_create_baseline = /** @type {(inputs: Content_Admin_Create_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline maken`)
};

const es_content_admin_create_baseline = /** @type {(inputs: Content_Admin_Create_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear línea base`)
};

const en_xa2_content_admin_create_baseline = /** @type {(inputs: Content_Admin_Create_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé ƀášéļíñé on]`)
};

/**
* | output |
* | --- |
* | "Create baseline" |
*
* @param {Content_Admin_Create_BaselineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_create_baseline = /** @type {((inputs?: Content_Admin_Create_BaselineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Create_BaselineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_create_baseline(inputs)
	if (locale === "fr") return fr_content_admin_create_baseline(inputs)
	if (locale === "nl") return nl_content_admin_create_baseline(inputs)
	if (locale === "es") return es_content_admin_create_baseline(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_create_baseline(inputs)
	return en_content_admin_create_baseline(inputs)
});