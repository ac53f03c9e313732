/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_ResendInputs */

const en_members_resend = /** @type {(inputs: Members_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resend`)
};

const de_members_resend = /** @type {(inputs: Members_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut senden`)
};

const fr_members_resend = /** @type {(inputs: Members_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer`)
};

const nl_members_resend = /** @type {(inputs: Members_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opnieuw sturen`)
};

const es_members_resend = /** @type {(inputs: Members_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar`)
};

const en_xa2_members_resend = /** @type {(inputs: Members_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéñð ]`)
};

/**
* | output |
* | --- |
* | "Resend" |
*
* @param {Members_ResendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_resend = /** @type {((inputs?: Members_ResendInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_ResendInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_resend(inputs)
	if (locale === "fr") return fr_members_resend(inputs)
	if (locale === "nl") return nl_members_resend(inputs)
	if (locale === "es") return es_members_resend(inputs)
	if (locale === "en-XA") return en_xa2_members_resend(inputs)
	return en_members_resend(inputs)
});