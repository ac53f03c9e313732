/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pending: NonNullable<unknown>, used: NonNullable<unknown>, max: NonNullable<unknown> }} Admin_Seats_PendingInputs */

const en_admin_seats_pending = /** @type {(inputs: Admin_Seats_PendingInputs) => LocalizedString} */ (i) => {const pendingPlural = registry.plural("en", i?.pending, {});
	if (pendingPlural === "one") return /** @type {LocalizedString} */ (`${i?.used} of ${i?.max} seats used, ${i?.pending} by a pending invitation.`);
	if (pendingPlural === "other") return /** @type {LocalizedString} */ (`${i?.used} of ${i?.max} seats used, ${i?.pending} by pending invitations.`);
	return /** @type {LocalizedString} */ ("admin_seats_pending");
};

const de_admin_seats_pending = /** @type {(inputs: Admin_Seats_PendingInputs) => LocalizedString} */ (i) => {const pendingPlural = registry.plural("de", i?.pending, {});
	if (pendingPlural === "one") return /** @type {LocalizedString} */ (`${i?.used} von ${i?.max} Plätzen belegt, ${i?.pending} durch eine offene Einladung.`);
	if (pendingPlural === "other") return /** @type {LocalizedString} */ (`${i?.used} von ${i?.max} Plätzen belegt, ${i?.pending} durch offene Einladungen.`);
	return /** @type {LocalizedString} */ ("admin_seats_pending");
};

const fr_admin_seats_pending = /** @type {(inputs: Admin_Seats_PendingInputs) => LocalizedString} */ (i) => {const pendingPlural = registry.plural("fr", i?.pending, {});
	if (pendingPlural === "one") return /** @type {LocalizedString} */ (`${i?.used} places sur ${i?.max} utilisées, dont ${i?.pending} par une invitation en attente.`);
	if (pendingPlural === "other") return /** @type {LocalizedString} */ (`${i?.used} places sur ${i?.max} utilisées, dont ${i?.pending} par des invitations en attente.`);
	return /** @type {LocalizedString} */ ("admin_seats_pending");
};

const nl_admin_seats_pending = /** @type {(inputs: Admin_Seats_PendingInputs) => LocalizedString} */ (i) => {const pendingPlural = registry.plural("nl", i?.pending, {});
	if (pendingPlural === "one") return /** @type {LocalizedString} */ (`${i?.used} van ${i?.max} plaatsen in gebruik, ${i?.pending} door een openstaande uitnodiging.`);
	if (pendingPlural === "other") return /** @type {LocalizedString} */ (`${i?.used} van ${i?.max} plaatsen in gebruik, ${i?.pending} door openstaande uitnodigingen.`);
	return /** @type {LocalizedString} */ ("admin_seats_pending");
};

const es_admin_seats_pending = /** @type {(inputs: Admin_Seats_PendingInputs) => LocalizedString} */ (i) => {const pendingPlural = registry.plural("es", i?.pending, {});
	if (pendingPlural === "one") return /** @type {LocalizedString} */ (`${i?.used} de ${i?.max} plazas en uso, ${i?.pending} por una invitación pendiente.`);
	if (pendingPlural === "other") return /** @type {LocalizedString} */ (`${i?.used} de ${i?.max} plazas en uso, ${i?.pending} por invitaciones pendientes.`);
	return /** @type {LocalizedString} */ ("admin_seats_pending");
};

const en_xa2_admin_seats_pending = /** @type {(inputs: Admin_Seats_PendingInputs) => LocalizedString} */ (i) => {const pendingPlural = registry.plural("en-XA", i?.pending, {});
	if (pendingPlural === "one") return /** @type {LocalizedString} */ (`[${i?.used} öƒ ${i?.max} šéáţš üšéð, ${i?.pending} ƀý á þéñðíñĝ íñṽíţáţíöñ. one two three four ]`);
	if (pendingPlural === "other") return /** @type {LocalizedString} */ (`[${i?.used} öƒ ${i?.max} šéáţš üšéð, ${i?.pending} ƀý þéñðíñĝ íñṽíţáţíöñš. one two three four]`);
	return /** @type {LocalizedString} */ ("admin_seats_pending");
};

/**
* | pendingPlural | output |
* | --- | --- |
* | "one" | "{used} of {max} seats used, {pending} by a pending invitation." |
* | "other" | "{used} of {max} seats used, {pending} by pending invitations." |
*
* @param {Admin_Seats_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_seats_pending = /** @type {((inputs: Admin_Seats_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Seats_PendingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_seats_pending(inputs)
	if (locale === "fr") return fr_admin_seats_pending(inputs)
	if (locale === "nl") return nl_admin_seats_pending(inputs)
	if (locale === "es") return es_admin_seats_pending(inputs)
	if (locale === "en-XA") return en_xa2_admin_seats_pending(inputs)
	return en_admin_seats_pending(inputs)
});