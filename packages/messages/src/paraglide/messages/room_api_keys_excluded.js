/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Room_Api_Keys_ExcludedInputs */

const en_room_api_keys_excluded = /** @type {(inputs: Room_Api_Keys_ExcludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.plan} plan does not include API keys. Upgrade the plan to create API keys.`)
};

const de_room_api_keys_excluded = /** @type {(inputs: Room_Api_Keys_ExcludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tarif ${i?.plan} umfasst keine API-Schlüssel. Wechseln Sie auf einen größeren Tarif, um API-Schlüssel anzulegen.`)
};

const fr_room_api_keys_excluded = /** @type {(inputs: Room_Api_Keys_ExcludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’offre ${i?.plan} n’inclut pas les clés d’API. Passez à une offre supérieure pour créer des clés d’API.`)
};

const nl_room_api_keys_excluded = /** @type {(inputs: Room_Api_Keys_ExcludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Het abonnement ${i?.plan} omvat geen API-sleutels. Upgrade het abonnement om API-sleutels te maken.`)
};

const es_room_api_keys_excluded = /** @type {(inputs: Room_Api_Keys_ExcludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El plan ${i?.plan} no incluye claves de API. Mejore el plan para crear claves de API.`)
};

const en_xa2_room_api_keys_excluded = /** @type {(inputs: Room_Api_Keys_ExcludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.plan} þļáñ ðöéš ñöţ íñçļüðé ÅÞÎ ķéýš. Ûþĝŕáðé ţĥé þļáñ ţö çŕéáţé ÅÞÎ ķéýš. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "The {plan} plan does not include API keys. Upgrade the plan to create API keys." |
*
* @param {Room_Api_Keys_ExcludedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_api_keys_excluded = /** @type {((inputs: Room_Api_Keys_ExcludedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Api_Keys_ExcludedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_room_api_keys_excluded(inputs)
	if (locale === "fr") return fr_room_api_keys_excluded(inputs)
	if (locale === "nl") return nl_room_api_keys_excluded(inputs)
	if (locale === "es") return es_room_api_keys_excluded(inputs)
	if (locale === "en-XA") return en_xa2_room_api_keys_excluded(inputs)
	return en_room_api_keys_excluded(inputs)
});