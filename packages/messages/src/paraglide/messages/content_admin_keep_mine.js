/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Keep_MineInputs */

const en_content_admin_keep_mine = /** @type {(inputs: Content_Admin_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep mine`)
};

const de_content_admin_keep_mine = /** @type {(inputs: Content_Admin_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine behalten`)
};

const fr_content_admin_keep_mine = /** @type {(inputs: Content_Admin_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder la mienne`)
};

const nl_content_admin_keep_mine = /** @type {(inputs: Content_Admin_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mijn versie houden`)
};

const es_content_admin_keep_mine = /** @type {(inputs: Content_Admin_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservar la mía`)
};

const en_xa2_content_admin_keep_mine = /** @type {(inputs: Content_Admin_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķééþ ɱíñé ]`)
};

/**
* | output |
* | --- |
* | "Keep mine" |
*
* @param {Content_Admin_Keep_MineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_keep_mine = /** @type {((inputs?: Content_Admin_Keep_MineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Keep_MineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_keep_mine(inputs)
	if (locale === "fr") return fr_content_admin_keep_mine(inputs)
	if (locale === "nl") return nl_content_admin_keep_mine(inputs)
	if (locale === "es") return es_content_admin_keep_mine(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_keep_mine(inputs)
	return en_content_admin_keep_mine(inputs)
});