/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Room_Sharing_ExcludedInputs */

const en_room_sharing_excluded = /** @type {(inputs: Room_Sharing_ExcludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.plan} plan does not include sharing. Upgrade the plan to share tenants.`)
};

const de_room_sharing_excluded = /** @type {(inputs: Room_Sharing_ExcludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tarif ${i?.plan} umfasst kein Teilen. Wechseln Sie auf einen größeren Tarif, um Mandanten zu teilen.`)
};

const fr_room_sharing_excluded = /** @type {(inputs: Room_Sharing_ExcludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’offre ${i?.plan} n’inclut pas le partage. Passez à une offre supérieure pour partager des entités.`)
};

const nl_room_sharing_excluded = /** @type {(inputs: Room_Sharing_ExcludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Het abonnement ${i?.plan} omvat geen delen. Upgrade het abonnement om tenants te delen.`)
};

const es_room_sharing_excluded = /** @type {(inputs: Room_Sharing_ExcludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El plan ${i?.plan} no incluye compartir. Mejore el plan para compartir inquilinos.`)
};

const en_xa2_room_sharing_excluded = /** @type {(inputs: Room_Sharing_ExcludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.plan} þļáñ ðöéš ñöţ íñçļüðé šĥáŕíñĝ. Ûþĝŕáðé ţĥé þļáñ ţö šĥáŕé ţéñáñţš. one two three four five ]`)
};

/**
* | output |
* | --- |
* | "The {plan} plan does not include sharing. Upgrade the plan to share tenants." |
*
* @param {Room_Sharing_ExcludedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_sharing_excluded = /** @type {((inputs: Room_Sharing_ExcludedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Room_Sharing_ExcludedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_room_sharing_excluded(inputs)
	if (locale === "fr") return fr_room_sharing_excluded(inputs)
	if (locale === "nl") return nl_room_sharing_excluded(inputs)
	if (locale === "es") return es_room_sharing_excluded(inputs)
	if (locale === "en-XA") return en_xa2_room_sharing_excluded(inputs)
	return en_room_sharing_excluded(inputs)
});