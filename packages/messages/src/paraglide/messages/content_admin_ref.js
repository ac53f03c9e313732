/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_RefInputs */

const en_content_admin_ref = /** @type {(inputs: Content_Admin_RefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ref`)
};

const de_content_admin_ref = /** @type {(inputs: Content_Admin_RefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ref.`)
};

const fr_content_admin_ref = /** @type {(inputs: Content_Admin_RefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réf.`)
};

const nl_content_admin_ref = /** @type {(inputs: Content_Admin_RefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ref.`)
};

const es_content_admin_ref = /** @type {(inputs: Content_Admin_RefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ref.`)
};

const en_xa2_content_admin_ref = /** @type {(inputs: Content_Admin_RefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒ ]`)
};

/**
* | output |
* | --- |
* | "Ref" |
*
* @param {Content_Admin_RefInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_ref = /** @type {((inputs?: Content_Admin_RefInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_RefInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_ref(inputs)
	if (locale === "fr") return fr_content_admin_ref(inputs)
	if (locale === "nl") return nl_content_admin_ref(inputs)
	if (locale === "es") return es_content_admin_ref(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_ref(inputs)
	return en_content_admin_ref(inputs)
});