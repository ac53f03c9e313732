/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Remove_Member_QInputs */

const en_members_remove_member_q = /** @type {(inputs: Members_Remove_Member_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove member?`)
};

const de_members_remove_member_q = /** @type {(inputs: Members_Remove_Member_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied entfernen?`)
};

const fr_members_remove_member_q = /** @type {(inputs: Members_Remove_Member_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer le membre ?`)
};

const nl_members_remove_member_q = /** @type {(inputs: Members_Remove_Member_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lid verwijderen?`)
};

const es_members_remove_member_q = /** @type {(inputs: Members_Remove_Member_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Quitar al miembro?`)
};

const en_xa2_members_remove_member_q = /** @type {(inputs: Members_Remove_Member_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé ɱéɱƀéŕ? on]`)
};

/**
* | output |
* | --- |
* | "Remove member?" |
*
* @param {Members_Remove_Member_QInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_remove_member_q = /** @type {((inputs?: Members_Remove_Member_QInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Remove_Member_QInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_remove_member_q(inputs)
	if (locale === "fr") return fr_members_remove_member_q(inputs)
	if (locale === "nl") return nl_members_remove_member_q(inputs)
	if (locale === "es") return es_members_remove_member_q(inputs)
	if (locale === "en-XA") return en_xa2_members_remove_member_q(inputs)
	return en_members_remove_member_q(inputs)
});