/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_Controls_OfInputs */

const en_content_admin_controls_of = /** @type {(inputs: Content_Admin_Controls_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Controls of ${i?.name}`)
};

const de_content_admin_controls_of = /** @type {(inputs: Content_Admin_Controls_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kontrollen von ${i?.name}`)
};

const fr_content_admin_controls_of = /** @type {(inputs: Content_Admin_Controls_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contrôles de ${i?.name}`)
};

const nl_content_admin_controls_of = /** @type {(inputs: Content_Admin_Controls_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Controls van ${i?.name}`)
};

const es_content_admin_controls_of = /** @type {(inputs: Content_Admin_Controls_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Controles de ${i?.name}`)
};

const en_xa2_content_admin_controls_of = /** @type {(inputs: Content_Admin_Controls_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çöñţŕöļš öƒ ${i?.name} one]`)
};

/**
* | output |
* | --- |
* | "Controls of {name}" |
*
* @param {Content_Admin_Controls_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_controls_of = /** @type {((inputs: Content_Admin_Controls_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Controls_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_controls_of(inputs)
	if (locale === "fr") return fr_content_admin_controls_of(inputs)
	if (locale === "nl") return nl_content_admin_controls_of(inputs)
	if (locale === "es") return es_content_admin_controls_of(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_controls_of(inputs)
	return en_content_admin_controls_of(inputs)
});