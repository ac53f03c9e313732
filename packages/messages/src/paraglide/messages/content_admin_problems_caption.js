/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Problems_CaptionInputs */

const en_content_admin_problems_caption = /** @type {(inputs: Content_Admin_Problems_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problems in the file`)
};

const de_content_admin_problems_caption = /** @type {(inputs: Content_Admin_Problems_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Probleme in der Datei`)
};

const fr_content_admin_problems_caption = /** @type {(inputs: Content_Admin_Problems_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problèmes dans le fichier`)
};

const nl_content_admin_problems_caption = /** @type {(inputs: Content_Admin_Problems_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problemen in het bestand`)
};

const es_content_admin_problems_caption = /** @type {(inputs: Content_Admin_Problems_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problemas del archivo`)
};

const en_xa2_content_admin_problems_caption = /** @type {(inputs: Content_Admin_Problems_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕöƀļéɱš íñ ţĥé ƒíļé one ]`)
};

/**
* | output |
* | --- |
* | "Problems in the file" |
*
* @param {Content_Admin_Problems_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_problems_caption = /** @type {((inputs?: Content_Admin_Problems_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Problems_CaptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_problems_caption(inputs)
	if (locale === "fr") return fr_content_admin_problems_caption(inputs)
	if (locale === "nl") return nl_content_admin_problems_caption(inputs)
	if (locale === "es") return es_content_admin_problems_caption(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_problems_caption(inputs)
	return en_content_admin_problems_caption(inputs)
});