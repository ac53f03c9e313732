/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_LatestInputs */

const en_content_admin_latest = /** @type {(inputs: Content_Admin_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest`)
};

const de_content_admin_latest = /** @type {(inputs: Content_Admin_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neueste`)
};

const fr_content_admin_latest = /** @type {(inputs: Content_Admin_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière`)
};

const nl_content_admin_latest = /** @type {(inputs: Content_Admin_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nieuwste`)
};

const es_content_admin_latest = /** @type {(inputs: Content_Admin_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Última`)
};

const en_xa2_content_admin_latest = /** @type {(inputs: Content_Admin_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáţéšţ ]`)
};

/**
* | output |
* | --- |
* | "Latest" |
*
* @param {Content_Admin_LatestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_latest = /** @type {((inputs?: Content_Admin_LatestInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_LatestInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_latest(inputs)
	if (locale === "fr") return fr_content_admin_latest(inputs)
	if (locale === "nl") return nl_content_admin_latest(inputs)
	if (locale === "es") return es_content_admin_latest(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_latest(inputs)
	return en_content_admin_latest(inputs)
});