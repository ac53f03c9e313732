/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Add_ControlInputs */

const en_content_admin_add_control = /** @type {(inputs: Content_Admin_Add_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add control`)
};

const de_content_admin_add_control = /** @type {(inputs: Content_Admin_Add_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontrolle hinzufügen`)
};

const fr_content_admin_add_control = /** @type {(inputs: Content_Admin_Add_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un contrôle`)
};

const nl_content_admin_add_control = /** @type {(inputs: Content_Admin_Add_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Control toevoegen`)
};

const es_content_admin_add_control = /** @type {(inputs: Content_Admin_Add_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir control`)
};

const en_xa2_content_admin_add_control = /** @type {(inputs: Content_Admin_Add_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åðð çöñţŕöļ o]`)
};

/**
* | output |
* | --- |
* | "Add control" |
*
* @param {Content_Admin_Add_ControlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_add_control = /** @type {((inputs?: Content_Admin_Add_ControlInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Add_ControlInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_add_control(inputs)
	if (locale === "fr") return fr_content_admin_add_control(inputs)
	if (locale === "nl") return nl_content_admin_add_control(inputs)
	if (locale === "es") return es_content_admin_add_control(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_add_control(inputs)
	return en_content_admin_add_control(inputs)
});