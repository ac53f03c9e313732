/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_SentInputs */

const en_invite_sent = /** @type {(inputs: Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent`)
};

const de_invite_sent = /** @type {(inputs: Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesendet`)
};

const fr_invite_sent = /** @type {(inputs: Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyé`)
};

const nl_invite_sent = /** @type {(inputs: Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verstuurd`)
};

const es_invite_sent = /** @type {(inputs: Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviado`)
};

const en_xa2_invite_sent = /** @type {(inputs: Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñţ ]`)
};

/**
* | output |
* | --- |
* | "Sent" |
*
* @param {Invite_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_sent = /** @type {((inputs?: Invite_SentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_SentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_sent(inputs)
	if (locale === "fr") return fr_invite_sent(inputs)
	if (locale === "nl") return nl_invite_sent(inputs)
	if (locale === "es") return es_invite_sent(inputs)
	if (locale === "en-XA") return en_xa2_invite_sent(inputs)
	return en_invite_sent(inputs)
});