/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, position: NonNullable<unknown> }} Content_Admin_Picked_UpInputs */

const en_content_admin_picked_up = /** @type {(inputs: Content_Admin_Picked_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Picked up ${i?.name} at ${i?.position}.`)
};

const de_content_admin_picked_up = /** @type {(inputs: Content_Admin_Picked_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} an ${i?.position} aufgenommen.`)
};

const fr_content_admin_picked_up = /** @type {(inputs: Content_Admin_Picked_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} saisi en ${i?.position}.`)
};

const nl_content_admin_picked_up = /** @type {(inputs: Content_Admin_Picked_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} opgepakt op ${i?.position}.`)
};

const es_content_admin_picked_up = /** @type {(inputs: Content_Admin_Picked_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} recogido en ${i?.position}.`)
};

const en_xa2_content_admin_picked_up = /** @type {(inputs: Content_Admin_Picked_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þíçķéð üþ ${i?.name} áţ ${i?.position}. one two ]`)
};

/**
* | output |
* | --- |
* | "Picked up {name} at {position}." |
*
* @param {Content_Admin_Picked_UpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_picked_up = /** @type {((inputs: Content_Admin_Picked_UpInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Picked_UpInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_picked_up(inputs)
	if (locale === "fr") return fr_content_admin_picked_up(inputs)
	if (locale === "nl") return nl_content_admin_picked_up(inputs)
	if (locale === "es") return es_content_admin_picked_up(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_picked_up(inputs)
	return en_content_admin_picked_up(inputs)
});