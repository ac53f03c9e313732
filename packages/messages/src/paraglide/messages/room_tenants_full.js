/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, max: NonNullable<unknown> }} Room_Tenants_FullInputs */

const en_room_tenants_full = /** @type {(inputs: Room_Tenants_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.plan} plan allows ${i?.max} active tenants. Archive a tenant or upgrade the plan to add more.`)
};

const de_room_tenants_full = /** @type {(inputs: Room_Tenants_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tarif ${i?.plan} erlaubt ${i?.max} aktive Mandanten. Archivieren Sie einen Mandanten oder wechseln Sie den Tarif, um weitere hinzuzufügen.`)
};

const fr_room_tenants_full = /** @type {(inputs: Room_Tenants_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’offre ${i?.plan} permet ${i?.max} entités actives. Archivez une entité ou passez à une offre supérieure pour en ajouter.`)
};

const nl_room_tenants_full = /** @type {(inputs: Room_Tenants_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Het abonnement ${i?.plan} staat ${i?.max} actieve tenants toe. Archiveer een tenant of upgrade het abonnement om er meer toe te voegen.`)
};

const es_room_tenants_full = /** @type {(inputs: Room_Tenants_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El plan ${i?.plan} permite ${i?.max} inquilinos activos. Archive un inquilino o mejore el plan para añadir más.`)
};

const en_xa2_room_tenants_full = /** @type {(inputs: Room_Tenants_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.plan} þļáñ áļļöŵš ${i?.max} áçţíṽé ţéñáñţš. Åŕçĥíṽé á ţéñáñţ öŕ üþĝŕáðé ţĥé þļáñ ţö áðð ɱöŕé. one two three four five six se]`)
};

/**
* | output |
* | --- |
* | "The {plan} plan allows {max} active tenants. Archive a tenant or upgrade the plan to add more." |
*
* @param {Room_Tenants_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_tenants_full = /** @type {((inputs: Room_Tenants_FullInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Tenants_FullInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_room_tenants_full(inputs)
	if (locale === "fr") return fr_room_tenants_full(inputs)
	if (locale === "nl") return nl_room_tenants_full(inputs)
	if (locale === "es") return es_room_tenants_full(inputs)
	if (locale === "en-XA") return en_xa2_room_tenants_full(inputs)
	return en_room_tenants_full(inputs)
});