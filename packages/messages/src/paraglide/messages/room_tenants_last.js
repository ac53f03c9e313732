/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown>, plan: NonNullable<unknown> }} Room_Tenants_LastInputs */

const en_room_tenants_last = /** @type {(inputs: Room_Tenants_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is the last of the ${i?.max} active tenants the ${i?.plan} plan allows.`)
};

const de_room_tenants_last = /** @type {(inputs: Room_Tenants_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Damit ist das Kontingent von ${i?.max} aktiven Mandanten im Tarif ${i?.plan} ausgeschöpft.`)
};

const fr_room_tenants_last = /** @type {(inputs: Room_Tenants_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`C’est la dernière des ${i?.max} entités actives que permet l’offre ${i?.plan}.`)
};

const nl_room_tenants_last = /** @type {(inputs: Room_Tenants_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dit is de laatste van de ${i?.max} actieve tenants die het abonnement ${i?.plan} toestaat.`)
};

const es_room_tenants_last = /** @type {(inputs: Room_Tenants_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es el último de los ${i?.max} inquilinos activos que permite el plan ${i?.plan}.`)
};

const en_xa2_room_tenants_last = /** @type {(inputs: Room_Tenants_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ţĥé ļášţ öƒ ţĥé ${i?.max} áçţíṽé ţéñáñţš ţĥé ${i?.plan} þļáñ áļļöŵš. one two three four fi]`)
};

/**
* | output |
* | --- |
* | "This is the last of the {max} active tenants the {plan} plan allows." |
*
* @param {Room_Tenants_LastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_tenants_last = /** @type {((inputs: Room_Tenants_LastInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Tenants_LastInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_room_tenants_last(inputs)
	if (locale === "fr") return fr_room_tenants_last(inputs)
	if (locale === "nl") return nl_room_tenants_last(inputs)
	if (locale === "es") return es_room_tenants_last(inputs)
	if (locale === "en-XA") return en_xa2_room_tenants_last(inputs)
	return en_room_tenants_last(inputs)
});