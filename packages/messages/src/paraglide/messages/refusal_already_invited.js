/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Already_InvitedInputs */

const en_refusal_already_invited = /** @type {(inputs: Refusal_Already_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address is already invited. Resend the invitation instead.`)
};

const de_refusal_already_invited = /** @type {(inputs: Refusal_Already_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Adresse ist bereits eingeladen. Senden Sie die Einladung stattdessen erneut.`)
};

const fr_refusal_already_invited = /** @type {(inputs: Refusal_Already_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse est déjà invitée. Renvoyez plutôt l’invitation.`)
};

const nl_refusal_already_invited = /** @type {(inputs: Refusal_Already_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit adres is al uitgenodigd. Verstuur de uitnodiging in plaats daarvan opnieuw.`)
};

const es_refusal_already_invited = /** @type {(inputs: Refusal_Already_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta dirección ya está invitada. Reenvíe la invitación en su lugar.`)
};

const en_xa2_refusal_already_invited = /** @type {(inputs: Refusal_Already_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áððŕéšš íš áļŕéáðý íñṽíţéð. Ŕéšéñð ţĥé íñṽíţáţíöñ íñšţéáð. one two three four ]`)
};

/**
* | output |
* | --- |
* | "This address is already invited. Resend the invitation instead." |
*
* @param {Refusal_Already_InvitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_already_invited = /** @type {((inputs?: Refusal_Already_InvitedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Already_InvitedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_already_invited(inputs)
	if (locale === "fr") return fr_refusal_already_invited(inputs)
	if (locale === "nl") return nl_refusal_already_invited(inputs)
	if (locale === "es") return es_refusal_already_invited(inputs)
	if (locale === "en-XA") return en_xa2_refusal_already_invited(inputs)
	return en_refusal_already_invited(inputs)
});