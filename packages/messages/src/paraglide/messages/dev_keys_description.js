/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Keys_DescriptionInputs */

const en_dev_keys_description = /** @type {(inputs: Dev_Keys_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API keys for the REST API at /api/v1. Send a key as “Authorization: Bearer …”.`)
};

const de_dev_keys_description = /** @type {(inputs: Dev_Keys_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel für die REST-API unter /api/v1. Senden Sie einen Schlüssel als „Authorization: Bearer …“.`)
};

const fr_dev_keys_description = /** @type {(inputs: Dev_Keys_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clés d’API pour l’API REST sur /api/v1. Envoyez une clé sous la forme « Authorization: Bearer … ».`)
};

const nl_dev_keys_description = /** @type {(inputs: Dev_Keys_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-sleutels voor de REST-API op /api/v1. Stuur een sleutel mee als ‘Authorization: Bearer …’.`)
};

const es_dev_keys_description = /** @type {(inputs: Dev_Keys_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claves de API para la API REST en /api/v1. Envíe una clave como «Authorization: Bearer …».`)
};

const en_xa2_dev_keys_description = /** @type {(inputs: Dev_Keys_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÅÞÎ ķéýš ƒöŕ ţĥé ŔÉŠŢ ÅÞÎ áţ /áþí/ṽ1. Šéñð á ķéý áš “Åüţĥöŕížáţíöñ: Ɓéáŕéŕ …”. one two three four five ]`)
};

/**
* | output |
* | --- |
* | "API keys for the REST API at /api/v1. Send a key as “Authorization: Bearer …”." |
*
* @param {Dev_Keys_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_keys_description = /** @type {((inputs?: Dev_Keys_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Keys_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_keys_description(inputs)
	if (locale === "fr") return fr_dev_keys_description(inputs)
	if (locale === "nl") return nl_dev_keys_description(inputs)
	if (locale === "es") return es_dev_keys_description(inputs)
	if (locale === "en-XA") return en_xa2_dev_keys_description(inputs)
	return en_dev_keys_description(inputs)
});