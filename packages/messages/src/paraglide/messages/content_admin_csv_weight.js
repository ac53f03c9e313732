/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Csv_WeightInputs */

const en_content_admin_csv_weight = /** @type {(inputs: Content_Admin_Csv_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required. A whole number from 1 to 5.`)
};

const de_content_admin_csv_weight = /** @type {(inputs: Content_Admin_Csv_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pflicht. Eine ganze Zahl von 1 bis 5.`)
};

const fr_content_admin_csv_weight = /** @type {(inputs: Content_Admin_Csv_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatoire. Un nombre entier de 1 à 5.`)
};

const nl_content_admin_csv_weight = /** @type {(inputs: Content_Admin_Csv_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verplicht. Een geheel getal van 1 tot 5.`)
};

const es_content_admin_csv_weight = /** @type {(inputs: Content_Admin_Csv_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatorio. Un número entero del 1 al 5.`)
};

const en_xa2_content_admin_csv_weight = /** @type {(inputs: Content_Admin_Csv_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫüíŕéð. Å ŵĥöļé ñüɱƀéŕ ƒŕöɱ 1 ţö 5. one two th]`)
};

/**
* | output |
* | --- |
* | "Required. A whole number from 1 to 5." |
*
* @param {Content_Admin_Csv_WeightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_weight = /** @type {((inputs?: Content_Admin_Csv_WeightInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Csv_WeightInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_csv_weight(inputs)
	if (locale === "fr") return fr_content_admin_csv_weight(inputs)
	if (locale === "nl") return nl_content_admin_csv_weight(inputs)
	if (locale === "es") return es_content_admin_csv_weight(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_csv_weight(inputs)
	return en_content_admin_csv_weight(inputs)
});