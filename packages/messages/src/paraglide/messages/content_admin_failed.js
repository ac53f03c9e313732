/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_FailedInputs */

const en_content_admin_failed = /** @type {(inputs: Content_Admin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved`)
};

const de_content_admin_failed = /** @type {(inputs: Content_Admin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gespeichert`)
};

const fr_content_admin_failed = /** @type {(inputs: Content_Admin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non enregistré`)
};

const nl_content_admin_failed = /** @type {(inputs: Content_Admin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet opgeslagen`)
};

const es_content_admin_failed = /** @type {(inputs: Content_Admin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No guardado`)
};

const en_xa2_content_admin_failed = /** @type {(inputs: Content_Admin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ šáṽéð ]`)
};

/**
* | output |
* | --- |
* | "Not saved" |
*
* @param {Content_Admin_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_failed = /** @type {((inputs?: Content_Admin_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_failed(inputs)
	if (locale === "fr") return fr_content_admin_failed(inputs)
	if (locale === "nl") return nl_content_admin_failed(inputs)
	if (locale === "es") return es_content_admin_failed(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_failed(inputs)
	return en_content_admin_failed(inputs)
});