/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Members_Withdraw_ToInputs */

const en_members_withdraw_to = /** @type {(inputs: Members_Withdraw_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Withdraw the invitation to ${i?.email}`)
};

const de_members_withdraw_to = /** @type {(inputs: Members_Withdraw_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einladung an ${i?.email} zurückziehen`)
};

const fr_members_withdraw_to = /** @type {(inputs: Members_Withdraw_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer l’invitation à ${i?.email}`)
};

const nl_members_withdraw_to = /** @type {(inputs: Members_Withdraw_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uitnodiging aan ${i?.email} intrekken`)
};

const es_members_withdraw_to = /** @type {(inputs: Members_Withdraw_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirar la invitación a ${i?.email}`)
};

const en_xa2_members_withdraw_to = /** @type {(inputs: Members_Withdraw_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥðŕáŵ ţĥé íñṽíţáţíöñ ţö ${i?.email} one two t]`)
};

/**
* | output |
* | --- |
* | "Withdraw the invitation to {email}" |
*
* @param {Members_Withdraw_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_withdraw_to = /** @type {((inputs: Members_Withdraw_ToInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Withdraw_ToInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_withdraw_to(inputs)
	if (locale === "fr") return fr_members_withdraw_to(inputs)
	if (locale === "nl") return nl_members_withdraw_to(inputs)
	if (locale === "es") return es_members_withdraw_to(inputs)
	if (locale === "en-XA") return en_xa2_members_withdraw_to(inputs)
	return en_members_withdraw_to(inputs)
});