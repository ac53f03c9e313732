/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown>, plan: NonNullable<unknown> }} Room_Members_LastInputs */

const en_room_members_last = /** @type {(inputs: Room_Members_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is the last of the ${i?.max} members the ${i?.plan} plan allows.`)
};

const de_room_members_last = /** @type {(inputs: Room_Members_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Damit ist das Kontingent von ${i?.max} Mitgliedern im Tarif ${i?.plan} ausgeschöpft.`)
};

const fr_room_members_last = /** @type {(inputs: Room_Members_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`C’est le dernier des ${i?.max} membres que permet l’offre ${i?.plan}.`)
};

const nl_room_members_last = /** @type {(inputs: Room_Members_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dit is de laatste van de ${i?.max} leden die het abonnement ${i?.plan} toestaat.`)
};

const es_room_members_last = /** @type {(inputs: Room_Members_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es el último de los ${i?.max} miembros que permite el plan ${i?.plan}.`)
};

const en_xa2_room_members_last = /** @type {(inputs: Room_Members_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ţĥé ļášţ öƒ ţĥé ${i?.max} ɱéɱƀéŕš ţĥé ${i?.plan} þļáñ áļļöŵš. one two three four]`)
};

/**
* | output |
* | --- |
* | "This is the last of the {max} members the {plan} plan allows." |
*
* @param {Room_Members_LastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_members_last = /** @type {((inputs: Room_Members_LastInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Members_LastInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_room_members_last(inputs)
	if (locale === "fr") return fr_room_members_last(inputs)
	if (locale === "nl") return nl_room_members_last(inputs)
	if (locale === "es") return es_room_members_last(inputs)
	if (locale === "en-XA") return en_xa2_room_members_last(inputs)
	return en_room_members_last(inputs)
});