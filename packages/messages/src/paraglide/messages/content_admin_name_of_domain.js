/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Content_Admin_Name_Of_DomainInputs */

const en_content_admin_name_of_domain = /** @type {(inputs: Content_Admin_Name_Of_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Name of domain ${i?.n}`)
};

const de_content_admin_name_of_domain = /** @type {(inputs: Content_Admin_Name_Of_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Name der Domäne ${i?.n}`)
};

const fr_content_admin_name_of_domain = /** @type {(inputs: Content_Admin_Name_Of_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nom du domaine ${i?.n}`)
};

const nl_content_admin_name_of_domain = /** @type {(inputs: Content_Admin_Name_Of_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Naam van domein ${i?.n}`)
};

const es_content_admin_name_of_domain = /** @type {(inputs: Content_Admin_Name_Of_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nombre del dominio ${i?.n}`)
};

const en_xa2_content_admin_name_of_domain = /** @type {(inputs: Content_Admin_Name_Of_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñáɱé öƒ ðöɱáíñ ${i?.n} one]`)
};

/**
* | output |
* | --- |
* | "Name of domain {n}" |
*
* @param {Content_Admin_Name_Of_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_name_of_domain = /** @type {((inputs: Content_Admin_Name_Of_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Name_Of_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_name_of_domain(inputs)
	if (locale === "fr") return fr_content_admin_name_of_domain(inputs)
	if (locale === "nl") return nl_content_admin_name_of_domain(inputs)
	if (locale === "es") return es_content_admin_name_of_domain(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_name_of_domain(inputs)
	return en_content_admin_name_of_domain(inputs)
});