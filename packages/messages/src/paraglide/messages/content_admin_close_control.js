/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ref: NonNullable<unknown> }} Content_Admin_Close_ControlInputs */

const en_content_admin_close_control = /** @type {(inputs: Content_Admin_Close_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Close ${i?.ref}`)
};

const de_content_admin_close_control = /** @type {(inputs: Content_Admin_Close_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} schließen`)
};

const fr_content_admin_close_control = /** @type {(inputs: Content_Admin_Close_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fermer ${i?.ref}`)
};

const nl_content_admin_close_control = /** @type {(inputs: Content_Admin_Close_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} sluiten`)
};

const es_content_admin_close_control = /** @type {(inputs: Content_Admin_Close_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cerrar ${i?.ref}`)
};

const en_xa2_content_admin_close_control = /** @type {(inputs: Content_Admin_Close_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çļöšé ${i?.ref} o]`)
};

/**
* | output |
* | --- |
* | "Close {ref}" |
*
* @param {Content_Admin_Close_ControlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_close_control = /** @type {((inputs: Content_Admin_Close_ControlInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Close_ControlInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_close_control(inputs)
	if (locale === "fr") return fr_content_admin_close_control(inputs)
	if (locale === "nl") return nl_content_admin_close_control(inputs)
	if (locale === "es") return es_content_admin_close_control(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_close_control(inputs)
	return en_content_admin_close_control(inputs)
});