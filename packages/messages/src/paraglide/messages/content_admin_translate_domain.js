/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_Translate_DomainInputs */

const en_content_admin_translate_domain = /** @type {(inputs: Content_Admin_Translate_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Names of ${i?.name} in other languages`)
};

const de_content_admin_translate_domain = /** @type {(inputs: Content_Admin_Translate_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Namen von ${i?.name} in anderen Sprachen`)
};

const fr_content_admin_translate_domain = /** @type {(inputs: Content_Admin_Translate_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Noms de ${i?.name} dans d’autres langues`)
};

const nl_content_admin_translate_domain = /** @type {(inputs: Content_Admin_Translate_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Namen van ${i?.name} in andere talen`)
};

const es_content_admin_translate_domain = /** @type {(inputs: Content_Admin_Translate_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nombres de ${i?.name} en otros idiomas`)
};

const en_xa2_content_admin_translate_domain = /** @type {(inputs: Content_Admin_Translate_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñáɱéš öƒ ${i?.name} íñ öţĥéŕ ļáñĝüáĝéš one two t]`)
};

/**
* | output |
* | --- |
* | "Names of {name} in other languages" |
*
* @param {Content_Admin_Translate_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_translate_domain = /** @type {((inputs: Content_Admin_Translate_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Translate_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_translate_domain(inputs)
	if (locale === "fr") return fr_content_admin_translate_domain(inputs)
	if (locale === "nl") return nl_content_admin_translate_domain(inputs)
	if (locale === "es") return es_content_admin_translate_domain(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_translate_domain(inputs)
	return en_content_admin_translate_domain(inputs)
});