/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, max: NonNullable<unknown> }} Room_Private_Baselines_FullInputs */

const en_room_private_baselines_full = /** @type {(inputs: Room_Private_Baselines_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.plan} plan allows ${i?.max} private baselines. Upgrade the plan to add more.`)
};

const de_room_private_baselines_full = /** @type {(inputs: Room_Private_Baselines_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tarif ${i?.plan} erlaubt ${i?.max} private Baselines. Wechseln Sie den Tarif, um weitere hinzuzufügen.`)
};

const fr_room_private_baselines_full = /** @type {(inputs: Room_Private_Baselines_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’offre ${i?.plan} permet ${i?.max} référentiels privés. Passez à une offre supérieure pour en ajouter.`)
};

const nl_room_private_baselines_full = /** @type {(inputs: Room_Private_Baselines_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Het abonnement ${i?.plan} staat ${i?.max} privébaselines toe. Upgrade het abonnement om er meer toe te voegen.`)
};

const es_room_private_baselines_full = /** @type {(inputs: Room_Private_Baselines_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El plan ${i?.plan} permite ${i?.max} líneas base privadas. Mejore el plan para añadir más.`)
};

const en_xa2_room_private_baselines_full = /** @type {(inputs: Room_Private_Baselines_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.plan} þļáñ áļļöŵš ${i?.max} þŕíṽáţé ƀášéļíñéš. Ûþĝŕáðé ţĥé þļáñ ţö áðð ɱöŕé. one two three four five ]`)
};

/**
* | output |
* | --- |
* | "The {plan} plan allows {max} private baselines. Upgrade the plan to add more." |
*
* @param {Room_Private_Baselines_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_private_baselines_full = /** @type {((inputs: Room_Private_Baselines_FullInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Private_Baselines_FullInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_room_private_baselines_full(inputs)
	if (locale === "fr") return fr_room_private_baselines_full(inputs)
	if (locale === "nl") return nl_room_private_baselines_full(inputs)
	if (locale === "es") return es_room_private_baselines_full(inputs)
	if (locale === "en-XA") return en_xa2_room_private_baselines_full(inputs)
	return en_room_private_baselines_full(inputs)
});