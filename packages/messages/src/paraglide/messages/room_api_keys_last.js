/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown>, plan: NonNullable<unknown> }} Room_Api_Keys_LastInputs */

const en_room_api_keys_last = /** @type {(inputs: Room_Api_Keys_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is the last of the ${i?.max} API keys the ${i?.plan} plan allows.`)
};

const de_room_api_keys_last = /** @type {(inputs: Room_Api_Keys_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Damit ist das Kontingent von ${i?.max} API-Schlüsseln im Tarif ${i?.plan} ausgeschöpft.`)
};

const fr_room_api_keys_last = /** @type {(inputs: Room_Api_Keys_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`C’est la dernière des ${i?.max} clés d’API que permet l’offre ${i?.plan}.`)
};

const nl_room_api_keys_last = /** @type {(inputs: Room_Api_Keys_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dit is de laatste van de ${i?.max} API-sleutels die het abonnement ${i?.plan} toestaat.`)
};

const es_room_api_keys_last = /** @type {(inputs: Room_Api_Keys_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es la última de las ${i?.max} claves de API que permite el plan ${i?.plan}.`)
};

const en_xa2_room_api_keys_last = /** @type {(inputs: Room_Api_Keys_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ţĥé ļášţ öƒ ţĥé ${i?.max} ÅÞÎ ķéýš ţĥé ${i?.plan} þļáñ áļļöŵš. one two three four ]`)
};

/**
* | output |
* | --- |
* | "This is the last of the {max} API keys the {plan} plan allows." |
*
* @param {Room_Api_Keys_LastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_api_keys_last = /** @type {((inputs: Room_Api_Keys_LastInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Api_Keys_LastInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_room_api_keys_last(inputs)
	if (locale === "fr") return fr_room_api_keys_last(inputs)
	if (locale === "nl") return nl_room_api_keys_last(inputs)
	if (locale === "es") return es_room_api_keys_last(inputs)
	if (locale === "en-XA") return en_xa2_room_api_keys_last(inputs)
	return en_room_api_keys_last(inputs)
});