/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Not_SentInputs */

const en_members_not_sent = /** @type {(inputs: Members_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invitation was not sent`)
};

const de_members_not_sent = /** @type {(inputs: Members_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Einladung wurde nicht gesendet`)
};

const fr_members_not_sent = /** @type {(inputs: Members_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’invitation n’a pas été envoyée`)
};

const nl_members_not_sent = /** @type {(inputs: Members_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De uitnodiging is niet verstuurd`)
};

const es_members_not_sent = /** @type {(inputs: Members_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La invitación no se envió`)
};

const en_xa2_members_not_sent = /** @type {(inputs: Members_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé íñṽíţáţíöñ ŵáš ñöţ šéñţ one tw]`)
};

/**
* | output |
* | --- |
* | "The invitation was not sent" |
*
* @param {Members_Not_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_not_sent = /** @type {((inputs?: Members_Not_SentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Not_SentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_not_sent(inputs)
	if (locale === "fr") return fr_members_not_sent(inputs)
	if (locale === "nl") return nl_members_not_sent(inputs)
	if (locale === "es") return es_members_not_sent(inputs)
	if (locale === "en-XA") return en_xa2_members_not_sent(inputs)
	return en_members_not_sent(inputs)
});