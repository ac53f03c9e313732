/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, position: NonNullable<unknown> }} Content_Admin_Moved_OverInputs */

const en_content_admin_moved_over = /** @type {(inputs: Content_Admin_Moved_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} moved to ${i?.position}.`)
};

const de_content_admin_moved_over = /** @type {(inputs: Content_Admin_Moved_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} nach ${i?.position} verschoben.`)
};

const fr_content_admin_moved_over = /** @type {(inputs: Content_Admin_Moved_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} déplacé en ${i?.position}.`)
};

const nl_content_admin_moved_over = /** @type {(inputs: Content_Admin_Moved_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} verplaatst naar ${i?.position}.`)
};

const es_content_admin_moved_over = /** @type {(inputs: Content_Admin_Moved_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} movido a ${i?.position}.`)
};

const en_xa2_content_admin_moved_over = /** @type {(inputs: Content_Admin_Moved_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ɱöṽéð ţö ${i?.position}. one tw]`)
};

/**
* | output |
* | --- |
* | "{name} moved to {position}." |
*
* @param {Content_Admin_Moved_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_moved_over = /** @type {((inputs: Content_Admin_Moved_OverInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Moved_OverInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_moved_over(inputs)
	if (locale === "fr") return fr_content_admin_moved_over(inputs)
	if (locale === "nl") return nl_content_admin_moved_over(inputs)
	if (locale === "es") return es_content_admin_moved_over(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_moved_over(inputs)
	return en_content_admin_moved_over(inputs)
});