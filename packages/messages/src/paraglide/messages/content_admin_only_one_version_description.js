/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Only_One_Version_DescriptionInputs */

const en_content_admin_only_one_version_description = /** @type {(inputs: Content_Admin_Only_One_Version_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish this version and start a new one to compare them.`)
};

const de_content_admin_only_one_version_description = /** @type {(inputs: Content_Admin_Only_One_Version_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlichen Sie diese Version und beginnen Sie eine neue, um sie zu vergleichen.`)
};

const fr_content_admin_only_one_version_description = /** @type {(inputs: Content_Admin_Only_One_Version_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publiez cette version et commencez-en une nouvelle pour les comparer.`)
};

const nl_content_admin_only_one_version_description = /** @type {(inputs: Content_Admin_Only_One_Version_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publiceer deze versie en begin een nieuwe om ze te vergelijken.`)
};

const es_content_admin_only_one_version_description = /** @type {(inputs: Content_Admin_Only_One_Version_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publica esta versión y empieza una nueva para compararlas.`)
};

const en_xa2_content_admin_only_one_version_description = /** @type {(inputs: Content_Admin_Only_One_Version_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þüƀļíšĥ ţĥíš ṽéŕšíöñ áñð šţáŕţ á ñéŵ öñé ţö çöɱþáŕé ţĥéɱ. one two three fou]`)
};

/**
* | output |
* | --- |
* | "Publish this version and start a new one to compare them." |
*
* @param {Content_Admin_Only_One_Version_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_only_one_version_description = /** @type {((inputs?: Content_Admin_Only_One_Version_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Only_One_Version_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_only_one_version_description(inputs)
	if (locale === "fr") return fr_content_admin_only_one_version_description(inputs)
	if (locale === "nl") return nl_content_admin_only_one_version_description(inputs)
	if (locale === "es") return es_content_admin_only_one_version_description(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_only_one_version_description(inputs)
	return en_content_admin_only_one_version_description(inputs)
});