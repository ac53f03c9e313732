/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_Dropped_In_PlaceInputs */

const en_content_admin_dropped_in_place = /** @type {(inputs: Content_Admin_Dropped_In_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} dropped where it was.`)
};

const de_content_admin_dropped_in_place = /** @type {(inputs: Content_Admin_Dropped_In_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} an der alten Stelle abgelegt.`)
};

const fr_content_admin_dropped_in_place = /** @type {(inputs: Content_Admin_Dropped_In_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} déposé à sa place.`)
};

const nl_content_admin_dropped_in_place = /** @type {(inputs: Content_Admin_Dropped_In_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} neergezet waar het stond.`)
};

const es_content_admin_dropped_in_place = /** @type {(inputs: Content_Admin_Dropped_In_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} soltado donde estaba.`)
};

const en_xa2_content_admin_dropped_in_place = /** @type {(inputs: Content_Admin_Dropped_In_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ðŕöþþéð ŵĥéŕé íţ ŵáš. one two]`)
};

/**
* | output |
* | --- |
* | "{name} dropped where it was." |
*
* @param {Content_Admin_Dropped_In_PlaceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_dropped_in_place = /** @type {((inputs: Content_Admin_Dropped_In_PlaceInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Dropped_In_PlaceInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_dropped_in_place(inputs)
	if (locale === "fr") return fr_content_admin_dropped_in_place(inputs)
	if (locale === "nl") return nl_content_admin_dropped_in_place(inputs)
	if (locale === "es") return es_content_admin_dropped_in_place(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_dropped_in_place(inputs)
	return en_content_admin_dropped_in_place(inputs)
});