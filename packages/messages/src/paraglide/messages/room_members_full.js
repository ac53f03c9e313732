/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, max: NonNullable<unknown> }} Room_Members_FullInputs */

const en_room_members_full = /** @type {(inputs: Room_Members_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.plan} plan allows ${i?.max} members. Remove a member, withdraw an invitation or upgrade the plan to add more.`)
};

const de_room_members_full = /** @type {(inputs: Room_Members_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tarif ${i?.plan} erlaubt ${i?.max} Mitglieder. Entfernen Sie ein Mitglied, ziehen Sie eine Einladung zurück oder wechseln Sie den Tarif, um weitere hinzuzufügen.`)
};

const fr_room_members_full = /** @type {(inputs: Room_Members_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’offre ${i?.plan} permet ${i?.max} membres. Retirez un membre, annulez une invitation ou passez à une offre supérieure pour en ajouter.`)
};

const nl_room_members_full = /** @type {(inputs: Room_Members_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Het abonnement ${i?.plan} staat ${i?.max} leden toe. Verwijder een lid, trek een uitnodiging in of upgrade het abonnement om er meer toe te voegen.`)
};

const es_room_members_full = /** @type {(inputs: Room_Members_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El plan ${i?.plan} permite ${i?.max} miembros. Quite un miembro, retire una invitación o mejore el plan para añadir más.`)
};

const en_xa2_room_members_full = /** @type {(inputs: Room_Members_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.plan} þļáñ áļļöŵš ${i?.max} ɱéɱƀéŕš. Ŕéɱöṽé á ɱéɱƀéŕ, ŵíţĥðŕáŵ áñ íñṽíţáţíöñ öŕ üþĝŕáðé ţĥé þļáñ ţö áðð ɱöŕé. one two three four five six seven ei]`)
};

/**
* | output |
* | --- |
* | "The {plan} plan allows {max} members. Remove a member, withdraw an invitation or upgrade the plan to add more." |
*
* @param {Room_Members_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_members_full = /** @type {((inputs: Room_Members_FullInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Members_FullInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_room_members_full(inputs)
	if (locale === "fr") return fr_room_members_full(inputs)
	if (locale === "nl") return nl_room_members_full(inputs)
	if (locale === "es") return es_room_members_full(inputs)
	if (locale === "en-XA") return en_xa2_room_members_full(inputs)
	return en_room_members_full(inputs)
});