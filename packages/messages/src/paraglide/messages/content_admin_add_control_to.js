/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_Add_Control_ToInputs */

const en_content_admin_add_control_to = /** @type {(inputs: Content_Admin_Add_Control_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add control to ${i?.name}`)
};

const de_content_admin_add_control_to = /** @type {(inputs: Content_Admin_Add_Control_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kontrolle zu ${i?.name} hinzufügen`)
};

const fr_content_admin_add_control_to = /** @type {(inputs: Content_Admin_Add_Control_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajouter un contrôle à ${i?.name}`)
};

const nl_content_admin_add_control_to = /** @type {(inputs: Content_Admin_Add_Control_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Control toevoegen aan ${i?.name}`)
};

const es_content_admin_add_control_to = /** @type {(inputs: Content_Admin_Add_Control_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Añadir control a ${i?.name}`)
};

const en_xa2_content_admin_add_control_to = /** @type {(inputs: Content_Admin_Add_Control_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Åðð çöñţŕöļ ţö ${i?.name} one ]`)
};

/**
* | output |
* | --- |
* | "Add control to {name}" |
*
* @param {Content_Admin_Add_Control_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_add_control_to = /** @type {((inputs: Content_Admin_Add_Control_ToInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Add_Control_ToInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_add_control_to(inputs)
	if (locale === "fr") return fr_content_admin_add_control_to(inputs)
	if (locale === "nl") return nl_content_admin_add_control_to(inputs)
	if (locale === "es") return es_content_admin_add_control_to(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_add_control_to(inputs)
	return en_content_admin_add_control_to(inputs)
});