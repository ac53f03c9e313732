/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_OutsideInputs */

const en_content_admin_outside = /** @type {(inputs: Content_Admin_OutsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is outside the list.`)
};

const de_content_admin_outside = /** @type {(inputs: Content_Admin_OutsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist außerhalb der Liste.`)
};

const fr_content_admin_outside = /** @type {(inputs: Content_Admin_OutsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} est hors de la liste.`)
};

const nl_content_admin_outside = /** @type {(inputs: Content_Admin_OutsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} staat buiten de lijst.`)
};

const es_content_admin_outside = /** @type {(inputs: Content_Admin_OutsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} está fuera de la lista.`)
};

const en_xa2_content_admin_outside = /** @type {(inputs: Content_Admin_OutsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš öüţšíðé ţĥé ļíšţ. one tw]`)
};

/**
* | output |
* | --- |
* | "{name} is outside the list." |
*
* @param {Content_Admin_OutsideInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_outside = /** @type {((inputs: Content_Admin_OutsideInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_OutsideInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_outside(inputs)
	if (locale === "fr") return fr_content_admin_outside(inputs)
	if (locale === "nl") return nl_content_admin_outside(inputs)
	if (locale === "es") return es_content_admin_outside(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_outside(inputs)
	return en_content_admin_outside(inputs)
});