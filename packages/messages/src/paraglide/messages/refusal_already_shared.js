/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Already_SharedInputs */

const en_refusal_already_shared = /** @type {(inputs: Refusal_Already_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tenant is already shared with this address. Resend the invitation instead.`)
};

const de_refusal_already_shared = /** @type {(inputs: Refusal_Already_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Mandant ist bereits mit dieser Adresse geteilt. Senden Sie die Einladung stattdessen erneut.`)
};

const fr_refusal_already_shared = /** @type {(inputs: Refusal_Already_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette entité est déjà partagée avec cette adresse. Renvoyez plutôt l’invitation.`)
};

const nl_refusal_already_shared = /** @type {(inputs: Refusal_Already_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze tenant is al gedeeld met dit adres. Verstuur de uitnodiging in plaats daarvan opnieuw.`)
};

const es_refusal_already_shared = /** @type {(inputs: Refusal_Already_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este inquilino ya está compartido con esta dirección. Reenvíe la invitación en su lugar.`)
};

const en_xa2_refusal_already_shared = /** @type {(inputs: Refusal_Already_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ţéñáñţ íš áļŕéáðý šĥáŕéð ŵíţĥ ţĥíš áððŕéšš. Ŕéšéñð ţĥé íñṽíţáţíöñ íñšţéáð. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "This tenant is already shared with this address. Resend the invitation instead." |
*
* @param {Refusal_Already_SharedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_already_shared = /** @type {((inputs?: Refusal_Already_SharedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Already_SharedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_already_shared(inputs)
	if (locale === "fr") return fr_refusal_already_shared(inputs)
	if (locale === "nl") return nl_refusal_already_shared(inputs)
	if (locale === "es") return es_refusal_already_shared(inputs)
	if (locale === "en-XA") return en_xa2_refusal_already_shared(inputs)
	return en_refusal_already_shared(inputs)
});