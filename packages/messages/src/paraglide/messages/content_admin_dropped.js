/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, position: NonNullable<unknown> }} Content_Admin_DroppedInputs */

const en_content_admin_dropped = /** @type {(inputs: Content_Admin_DroppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} dropped at ${i?.position}.`)
};

const de_content_admin_dropped = /** @type {(inputs: Content_Admin_DroppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} an ${i?.position} abgelegt.`)
};

const fr_content_admin_dropped = /** @type {(inputs: Content_Admin_DroppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} déposé en ${i?.position}.`)
};

const nl_content_admin_dropped = /** @type {(inputs: Content_Admin_DroppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} neergezet op ${i?.position}.`)
};

const es_content_admin_dropped = /** @type {(inputs: Content_Admin_DroppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} soltado en ${i?.position}.`)
};

const en_xa2_content_admin_dropped = /** @type {(inputs: Content_Admin_DroppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ðŕöþþéð áţ ${i?.position}. one two]`)
};

/**
* | output |
* | --- |
* | "{name} dropped at {position}." |
*
* @param {Content_Admin_DroppedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_dropped = /** @type {((inputs: Content_Admin_DroppedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_DroppedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_dropped(inputs)
	if (locale === "fr") return fr_content_admin_dropped(inputs)
	if (locale === "nl") return nl_content_admin_dropped(inputs)
	if (locale === "es") return es_content_admin_dropped(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_dropped(inputs)
	return en_content_admin_dropped(inputs)
});