/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Csv_TextInputs */

const en_content_admin_csv_text = /** @type {(inputs: Content_Admin_Csv_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Up to 5,000 characters.`)
};

const de_content_admin_csv_text = /** @type {(inputs: Content_Admin_Csv_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Bis zu 5.000 Zeichen.`)
};

const fr_content_admin_csv_text = /** @type {(inputs: Content_Admin_Csv_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facultatif. Jusqu’à 5 000 caractères.`)
};

const nl_content_admin_csv_text = /** @type {(inputs: Content_Admin_Csv_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optioneel. Tot 5.000 tekens.`)
};

const es_content_admin_csv_text = /** @type {(inputs: Content_Admin_Csv_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional. Hasta 5.000 caracteres.`)
};

const en_xa2_content_admin_csv_text = /** @type {(inputs: Content_Admin_Csv_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþţíöñáļ. Ûþ ţö 5,000 çĥáŕáçţéŕš. one two t]`)
};

/**
* | output |
* | --- |
* | "Optional. Up to 5,000 characters." |
*
* @param {Content_Admin_Csv_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_text = /** @type {((inputs?: Content_Admin_Csv_TextInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Csv_TextInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_csv_text(inputs)
	if (locale === "fr") return fr_content_admin_csv_text(inputs)
	if (locale === "nl") return nl_content_admin_csv_text(inputs)
	if (locale === "es") return es_content_admin_csv_text(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_csv_text(inputs)
	return en_content_admin_csv_text(inputs)
});