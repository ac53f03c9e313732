/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, max: NonNullable<unknown> }} Room_Api_Keys_FullInputs */

const en_room_api_keys_full = /** @type {(inputs: Room_Api_Keys_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.plan} plan allows ${i?.max} API keys. Revoke a key you no longer use to create another.`)
};

const de_room_api_keys_full = /** @type {(inputs: Room_Api_Keys_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tarif ${i?.plan} erlaubt ${i?.max} API-Schlüssel. Widerrufen Sie einen nicht mehr genutzten Schlüssel, um einen neuen anzulegen.`)
};

const fr_room_api_keys_full = /** @type {(inputs: Room_Api_Keys_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’offre ${i?.plan} permet ${i?.max} clés d’API. Révoquez une clé inutilisée pour en créer une autre.`)
};

const nl_room_api_keys_full = /** @type {(inputs: Room_Api_Keys_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Het abonnement ${i?.plan} staat ${i?.max} API-sleutels toe. Trek een sleutel in die u niet meer gebruikt om een nieuwe te maken.`)
};

const es_room_api_keys_full = /** @type {(inputs: Room_Api_Keys_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El plan ${i?.plan} permite ${i?.max} claves de API. Revoque una clave que ya no use para crear otra.`)
};

const en_xa2_room_api_keys_full = /** @type {(inputs: Room_Api_Keys_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.plan} þļáñ áļļöŵš ${i?.max} ÅÞÎ ķéýš. Ŕéṽöķé á ķéý ýöü ñö ļöñĝéŕ üšé ţö çŕéáţé áñöţĥéŕ. one two three four five six ]`)
};

/**
* | output |
* | --- |
* | "The {plan} plan allows {max} API keys. Revoke a key you no longer use to create another." |
*
* @param {Room_Api_Keys_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_api_keys_full = /** @type {((inputs: Room_Api_Keys_FullInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Api_Keys_FullInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_room_api_keys_full(inputs)
	if (locale === "fr") return fr_room_api_keys_full(inputs)
	if (locale === "nl") return nl_room_api_keys_full(inputs)
	if (locale === "es") return es_room_api_keys_full(inputs)
	if (locale === "en-XA") return en_xa2_room_api_keys_full(inputs)
	return en_room_api_keys_full(inputs)
});