/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Keys_Card_DescriptionInputs */

const en_dev_keys_card_description = /** @type {(inputs: Dev_Keys_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keys are shown once, when created; we keep only a hash.`)
};

const de_dev_keys_card_description = /** @type {(inputs: Dev_Keys_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlüssel werden einmal angezeigt, beim Anlegen; wir speichern nur einen Hash.`)
};

const fr_dev_keys_card_description = /** @type {(inputs: Dev_Keys_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les clés ne s’affichent qu’une fois, à la création ; nous n’en gardons qu’une empreinte.`)
};

const nl_dev_keys_card_description = /** @type {(inputs: Dev_Keys_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sleutels worden één keer getoond, bij het aanmaken; wij bewaren alleen een hash.`)
};

const es_dev_keys_card_description = /** @type {(inputs: Dev_Keys_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las claves se muestran una vez, al crearlas; solo guardamos un hash.`)
};

const en_xa2_dev_keys_card_description = /** @type {(inputs: Dev_Keys_Card_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķéýš áŕé šĥöŵñ öñçé, ŵĥéñ çŕéáţéð; ŵé ķééþ öñļý á ĥášĥ. one two three fo]`)
};

/**
* | output |
* | --- |
* | "Keys are shown once, when created; we keep only a hash." |
*
* @param {Dev_Keys_Card_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_keys_card_description = /** @type {((inputs?: Dev_Keys_Card_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Keys_Card_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_keys_card_description(inputs)
	if (locale === "fr") return fr_dev_keys_card_description(inputs)
	if (locale === "nl") return nl_dev_keys_card_description(inputs)
	if (locale === "es") return es_dev_keys_card_description(inputs)
	if (locale === "en-XA") return en_xa2_dev_keys_card_description(inputs)
	return en_dev_keys_card_description(inputs)
});