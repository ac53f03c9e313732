/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ref: NonNullable<unknown> }} Content_Admin_Remove_ControlInputs */

const en_content_admin_remove_control = /** @type {(inputs: Content_Admin_Remove_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.ref}`)
};

const de_content_admin_remove_control = /** @type {(inputs: Content_Admin_Remove_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} entfernen`)
};

const fr_content_admin_remove_control = /** @type {(inputs: Content_Admin_Remove_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer ${i?.ref}`)
};

const nl_content_admin_remove_control = /** @type {(inputs: Content_Admin_Remove_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} verwijderen`)
};

const es_content_admin_remove_control = /** @type {(inputs: Content_Admin_Remove_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminar ${i?.ref}`)
};

const en_xa2_content_admin_remove_control = /** @type {(inputs: Content_Admin_Remove_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé ${i?.ref} o]`)
};

/**
* | output |
* | --- |
* | "Remove {ref}" |
*
* @param {Content_Admin_Remove_ControlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_remove_control = /** @type {((inputs: Content_Admin_Remove_ControlInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Remove_ControlInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_remove_control(inputs)
	if (locale === "fr") return fr_content_admin_remove_control(inputs)
	if (locale === "nl") return nl_content_admin_remove_control(inputs)
	if (locale === "es") return es_content_admin_remove_control(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_remove_control(inputs)
	return en_content_admin_remove_control(inputs)
});