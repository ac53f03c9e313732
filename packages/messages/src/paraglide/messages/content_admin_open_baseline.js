/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_Open_BaselineInputs */

const en_content_admin_open_baseline = /** @type {(inputs: Content_Admin_Open_BaselineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open ${i?.name}`)
};

const de_content_admin_open_baseline = /** @type {(inputs: Content_Admin_Open_BaselineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} öffnen`)
};

const fr_content_admin_open_baseline = /** @type {(inputs: Content_Admin_Open_BaselineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ouvrir ${i?.name}`)
};

const nl_content_admin_open_baseline = /** @type {(inputs: Content_Admin_Open_BaselineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} openen`)
};

const es_content_admin_open_baseline = /** @type {(inputs: Content_Admin_Open_BaselineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abrir ${i?.name}`)
};

const en_xa2_content_admin_open_baseline = /** @type {(inputs: Content_Admin_Open_BaselineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Öþéñ ${i?.name} o]`)
};

/**
* | output |
* | --- |
* | "Open {name}" |
*
* @param {Content_Admin_Open_BaselineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_open_baseline = /** @type {((inputs: Content_Admin_Open_BaselineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Open_BaselineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_open_baseline(inputs)
	if (locale === "fr") return fr_content_admin_open_baseline(inputs)
	if (locale === "nl") return nl_content_admin_open_baseline(inputs)
	if (locale === "es") return es_content_admin_open_baseline(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_open_baseline(inputs)
	return en_content_admin_open_baseline(inputs)
});