/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ref: NonNullable<unknown> }} Content_Admin_Edit_ControlInputs */

const en_content_admin_edit_control = /** @type {(inputs: Content_Admin_Edit_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.ref}`)
};

const de_content_admin_edit_control = /** @type {(inputs: Content_Admin_Edit_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} bearbeiten`)
};

const fr_content_admin_edit_control = /** @type {(inputs: Content_Admin_Edit_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifier ${i?.ref}`)
};

const nl_content_admin_edit_control = /** @type {(inputs: Content_Admin_Edit_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} bewerken`)
};

const es_content_admin_edit_control = /** @type {(inputs: Content_Admin_Edit_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editar ${i?.ref}`)
};

const en_xa2_content_admin_edit_control = /** @type {(inputs: Content_Admin_Edit_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éðíţ ${i?.ref} o]`)
};

/**
* | output |
* | --- |
* | "Edit {ref}" |
*
* @param {Content_Admin_Edit_ControlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_edit_control = /** @type {((inputs: Content_Admin_Edit_ControlInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Edit_ControlInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_edit_control(inputs)
	if (locale === "fr") return fr_content_admin_edit_control(inputs)
	if (locale === "nl") return nl_content_admin_edit_control(inputs)
	if (locale === "es") return es_content_admin_edit_control(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_edit_control(inputs)
	return en_content_admin_edit_control(inputs)
});