/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Refuse_FormatInputs */

const en_content_admin_refuse_format = /** @type {(inputs: Content_Admin_Refuse_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a .json, .yaml, .yml or .csv file.`)
};

const de_content_admin_refuse_format = /** @type {(inputs: Content_Admin_Refuse_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie eine .json-, .yaml-, .yml- oder .csv-Datei.`)
};

const fr_content_admin_refuse_format = /** @type {(inputs: Content_Admin_Refuse_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un fichier .json, .yaml, .yml ou .csv.`)
};

const nl_content_admin_refuse_format = /** @type {(inputs: Content_Admin_Refuse_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies een .json-, .yaml-, .yml- of .csv-bestand.`)
};

const es_content_admin_refuse_format = /** @type {(inputs: Content_Admin_Refuse_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un archivo .json, .yaml, .yml o .csv.`)
};

const en_xa2_content_admin_refuse_format = /** @type {(inputs: Content_Admin_Refuse_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥööšé á .ĵšöñ, .ýáɱļ, .ýɱļ öŕ .çšṽ ƒíļé. one two thr]`)
};

/**
* | output |
* | --- |
* | "Choose a .json, .yaml, .yml or .csv file." |
*
* @param {Content_Admin_Refuse_FormatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_refuse_format = /** @type {((inputs?: Content_Admin_Refuse_FormatInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Refuse_FormatInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_refuse_format(inputs)
	if (locale === "fr") return fr_content_admin_refuse_format(inputs)
	if (locale === "nl") return nl_content_admin_refuse_format(inputs)
	if (locale === "es") return es_content_admin_refuse_format(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_refuse_format(inputs)
	return en_content_admin_refuse_format(inputs)
});