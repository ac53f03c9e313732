/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Only_One_VersionInputs */

const en_content_admin_only_one_version = /** @type {(inputs: Content_Admin_Only_One_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only one version so far`)
};

const de_content_admin_only_one_version = /** @type {(inputs: Content_Admin_Only_One_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bisher nur eine Version`)
};

const fr_content_admin_only_one_version = /** @type {(inputs: Content_Admin_Only_One_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une seule version pour l’instant`)
};

const nl_content_admin_only_one_version = /** @type {(inputs: Content_Admin_Only_One_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tot nu toe maar één versie`)
};

const es_content_admin_only_one_version = /** @type {(inputs: Content_Admin_Only_One_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por ahora solo hay una versión`)
};

const en_xa2_content_admin_only_one_version = /** @type {(inputs: Content_Admin_Only_One_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñļý öñé ṽéŕšíöñ šö ƒáŕ one t]`)
};

/**
* | output |
* | --- |
* | "Only one version so far" |
*
* @param {Content_Admin_Only_One_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_only_one_version = /** @type {((inputs?: Content_Admin_Only_One_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Only_One_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_only_one_version(inputs)
	if (locale === "fr") return fr_content_admin_only_one_version(inputs)
	if (locale === "nl") return nl_content_admin_only_one_version(inputs)
	if (locale === "es") return es_content_admin_only_one_version(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_only_one_version(inputs)
	return en_content_admin_only_one_version(inputs)
});