/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_Domain_Names_TitleInputs */

const en_content_admin_domain_names_title = /** @type {(inputs: Content_Admin_Domain_Names_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} in other languages`)
};

const de_content_admin_domain_names_title = /** @type {(inputs: Content_Admin_Domain_Names_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} in anderen Sprachen`)
};

const fr_content_admin_domain_names_title = /** @type {(inputs: Content_Admin_Domain_Names_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} dans d’autres langues`)
};

const nl_content_admin_domain_names_title = /** @type {(inputs: Content_Admin_Domain_Names_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} in andere talen`)
};

const es_content_admin_domain_names_title = /** @type {(inputs: Content_Admin_Domain_Names_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} en otros idiomas`)
};

const en_xa2_content_admin_domain_names_title = /** @type {(inputs: Content_Admin_Domain_Names_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íñ öţĥéŕ ļáñĝüáĝéš one tw]`)
};

/**
* | output |
* | --- |
* | "{name} in other languages" |
*
* @param {Content_Admin_Domain_Names_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_domain_names_title = /** @type {((inputs: Content_Admin_Domain_Names_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Domain_Names_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_domain_names_title(inputs)
	if (locale === "fr") return fr_content_admin_domain_names_title(inputs)
	if (locale === "nl") return nl_content_admin_domain_names_title(inputs)
	if (locale === "es") return es_content_admin_domain_names_title(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_domain_names_title(inputs)
	return en_content_admin_domain_names_title(inputs)
});