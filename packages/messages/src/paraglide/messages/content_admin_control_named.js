/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ref: NonNullable<unknown> }} Content_Admin_Control_NamedInputs */

const en_content_admin_control_named = /** @type {(inputs: Content_Admin_Control_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`control ${i?.ref}`)
};

const de_content_admin_control_named = /** @type {(inputs: Content_Admin_Control_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kontrolle ${i?.ref}`)
};

const fr_content_admin_control_named = /** @type {(inputs: Content_Admin_Control_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`contrôle ${i?.ref}`)
};

const nl_content_admin_control_named = /** @type {(inputs: Content_Admin_Control_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`control ${i?.ref}`)
};

const es_content_admin_control_named = /** @type {(inputs: Content_Admin_Control_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`control ${i?.ref}`)
};

const en_xa2_content_admin_control_named = /** @type {(inputs: Content_Admin_Control_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[çöñţŕöļ ${i?.ref} on]`)
};

/**
* | output |
* | --- |
* | "control {ref}" |
*
* @param {Content_Admin_Control_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_control_named = /** @type {((inputs: Content_Admin_Control_NamedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Control_NamedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_control_named(inputs)
	if (locale === "fr") return fr_content_admin_control_named(inputs)
	if (locale === "nl") return nl_content_admin_control_named(inputs)
	if (locale === "es") return es_content_admin_control_named(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_control_named(inputs)
	return en_content_admin_control_named(inputs)
});