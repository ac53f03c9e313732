/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Csv_DomainInputs */

const en_content_admin_csv_domain = /** @type {(inputs: Content_Admin_Csv_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required. The domain’s name; domains are created in the order they first appear.`)
};

const de_content_admin_csv_domain = /** @type {(inputs: Content_Admin_Csv_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pflicht. Der Name der Domäne; Domänen werden in der Reihenfolge ihres ersten Auftretens angelegt.`)
};

const fr_content_admin_csv_domain = /** @type {(inputs: Content_Admin_Csv_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatoire. Le nom du domaine ; les domaines sont créés dans l’ordre de leur première apparition.`)
};

const nl_content_admin_csv_domain = /** @type {(inputs: Content_Admin_Csv_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verplicht. De naam van het domein; domeinen worden gemaakt in de volgorde waarin ze voor het eerst voorkomen.`)
};

const es_content_admin_csv_domain = /** @type {(inputs: Content_Admin_Csv_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatorio. El nombre del dominio; los dominios se crean en el orden en que aparecen por primera vez.`)
};

const en_xa2_content_admin_csv_domain = /** @type {(inputs: Content_Admin_Csv_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫüíŕéð. Ţĥé ðöɱáíñ’š ñáɱé; ðöɱáíñš áŕé çŕéáţéð íñ ţĥé öŕðéŕ ţĥéý ƒíŕšţ áþþéáŕ. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "Required. The domain’s name; domains are created in the order they first appear." |
*
* @param {Content_Admin_Csv_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_domain = /** @type {((inputs?: Content_Admin_Csv_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Csv_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_csv_domain(inputs)
	if (locale === "fr") return fr_content_admin_csv_domain(inputs)
	if (locale === "nl") return nl_content_admin_csv_domain(inputs)
	if (locale === "es") return es_content_admin_csv_domain(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_csv_domain(inputs)
	return en_content_admin_csv_domain(inputs)
});