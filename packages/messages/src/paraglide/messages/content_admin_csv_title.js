/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Csv_TitleInputs */

const en_content_admin_csv_title = /** @type {(inputs: Content_Admin_Csv_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required. Up to 200 characters.`)
};

const de_content_admin_csv_title = /** @type {(inputs: Content_Admin_Csv_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pflicht. Bis zu 200 Zeichen.`)
};

const fr_content_admin_csv_title = /** @type {(inputs: Content_Admin_Csv_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatoire. Jusqu’à 200 caractères.`)
};

const nl_content_admin_csv_title = /** @type {(inputs: Content_Admin_Csv_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verplicht. Tot 200 tekens.`)
};

const es_content_admin_csv_title = /** @type {(inputs: Content_Admin_Csv_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatorio. Hasta 200 caracteres.`)
};

const en_xa2_content_admin_csv_title = /** @type {(inputs: Content_Admin_Csv_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫüíŕéð. Ûþ ţö 200 çĥáŕáçţéŕš. one two ]`)
};

/**
* | output |
* | --- |
* | "Required. Up to 200 characters." |
*
* @param {Content_Admin_Csv_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_title = /** @type {((inputs?: Content_Admin_Csv_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Csv_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_csv_title(inputs)
	if (locale === "fr") return fr_content_admin_csv_title(inputs)
	if (locale === "nl") return nl_content_admin_csv_title(inputs)
	if (locale === "es") return es_content_admin_csv_title(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_csv_title(inputs)
	return en_content_admin_csv_title(inputs)
});