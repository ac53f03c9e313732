/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ref: NonNullable<unknown> }} Content_Admin_Control_RemovedInputs */

const en_content_admin_control_removed = /** @type {(inputs: Content_Admin_Control_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} removed`)
};

const de_content_admin_control_removed = /** @type {(inputs: Content_Admin_Control_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} entfernt`)
};

const fr_content_admin_control_removed = /** @type {(inputs: Content_Admin_Control_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} supprimé`)
};

const nl_content_admin_control_removed = /** @type {(inputs: Content_Admin_Control_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} verwijderd`)
};

const es_content_admin_control_removed = /** @type {(inputs: Content_Admin_Control_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.ref} eliminado`)
};

const en_xa2_content_admin_control_removed = /** @type {(inputs: Content_Admin_Control_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.ref} ŕéɱöṽéð on]`)
};

/**
* | output |
* | --- |
* | "{ref} removed" |
*
* @param {Content_Admin_Control_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_control_removed = /** @type {((inputs: Content_Admin_Control_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Control_RemovedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_control_removed(inputs)
	if (locale === "fr") return fr_content_admin_control_removed(inputs)
	if (locale === "nl") return nl_content_admin_control_removed(inputs)
	if (locale === "es") return es_content_admin_control_removed(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_control_removed(inputs)
	return en_content_admin_control_removed(inputs)
});