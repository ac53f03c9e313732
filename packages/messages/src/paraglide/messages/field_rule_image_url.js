/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Image_UrlInputs */

const en_field_rule_image_url = /** @type {(inputs: Field_Rule_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an https:// address of an image.`)
};

const de_field_rule_image_url = /** @type {(inputs: Field_Rule_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine https://-Adresse eines Bildes ein.`)
};

const fr_field_rule_image_url = /** @type {(inputs: Field_Rule_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une adresse https:// d’image.`)
};

const nl_field_rule_image_url = /** @type {(inputs: Field_Rule_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer een https://-adres van een afbeelding in.`)
};

const es_field_rule_image_url = /** @type {(inputs: Field_Rule_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca una dirección https:// de una imagen.`)
};

const en_xa2_field_rule_image_url = /** @type {(inputs: Field_Rule_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ áñ ĥţţþš:// áððŕéšš öƒ áñ íɱáĝé. one two th]`)
};

/**
* | output |
* | --- |
* | "Enter an https:// address of an image." |
*
* @param {Field_Rule_Image_UrlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_image_url = /** @type {((inputs?: Field_Rule_Image_UrlInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Image_UrlInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_image_url(inputs)
	if (locale === "fr") return fr_field_rule_image_url(inputs)
	if (locale === "nl") return nl_field_rule_image_url(inputs)
	if (locale === "es") return es_field_rule_image_url(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_image_url(inputs)
	return en_field_rule_image_url(inputs)
});