/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown>, plan: NonNullable<unknown> }} Room_Private_Baselines_LastInputs */

const en_room_private_baselines_last = /** @type {(inputs: Room_Private_Baselines_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is the last of the ${i?.max} private baselines the ${i?.plan} plan allows.`)
};

const de_room_private_baselines_last = /** @type {(inputs: Room_Private_Baselines_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Damit ist das Kontingent von ${i?.max} privaten Baselines im Tarif ${i?.plan} ausgeschöpft.`)
};

const fr_room_private_baselines_last = /** @type {(inputs: Room_Private_Baselines_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`C’est le dernier des ${i?.max} référentiels privés que permet l’offre ${i?.plan}.`)
};

const nl_room_private_baselines_last = /** @type {(inputs: Room_Private_Baselines_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dit is de laatste van de ${i?.max} privébaselines die het abonnement ${i?.plan} toestaat.`)
};

const es_room_private_baselines_last = /** @type {(inputs: Room_Private_Baselines_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es la última de las ${i?.max} líneas base privadas que permite el plan ${i?.plan}.`)
};

const en_xa2_room_private_baselines_last = /** @type {(inputs: Room_Private_Baselines_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ţĥé ļášţ öƒ ţĥé ${i?.max} þŕíṽáţé ƀášéļíñéš ţĥé ${i?.plan} þļáñ áļļöŵš. one two three four fiv]`)
};

/**
* | output |
* | --- |
* | "This is the last of the {max} private baselines the {plan} plan allows." |
*
* @param {Room_Private_Baselines_LastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_private_baselines_last = /** @type {((inputs: Room_Private_Baselines_LastInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Private_Baselines_LastInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_room_private_baselines_last(inputs)
	if (locale === "fr") return fr_room_private_baselines_last(inputs)
	if (locale === "nl") return nl_room_private_baselines_last(inputs)
	if (locale === "es") return es_room_private_baselines_last(inputs)
	if (locale === "en-XA") return en_xa2_room_private_baselines_last(inputs)
	return en_room_private_baselines_last(inputs)
});