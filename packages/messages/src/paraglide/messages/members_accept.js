/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_AcceptInputs */

const en_members_accept = /** @type {(inputs: Members_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept invitation`)
};

const de_members_accept = /** @type {(inputs: Members_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung annehmen`)
};

const fr_members_accept = /** @type {(inputs: Members_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepter l’invitation`)
};

const nl_members_accept = /** @type {(inputs: Members_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitnodiging accepteren`)
};

const es_members_accept = /** @type {(inputs: Members_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar la invitación`)
};

const en_xa2_members_accept = /** @type {(inputs: Members_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åççéþţ íñṽíţáţíöñ one]`)
};

/**
* | output |
* | --- |
* | "Accept invitation" |
*
* @param {Members_AcceptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_accept = /** @type {((inputs?: Members_AcceptInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_AcceptInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_accept(inputs)
	if (locale === "fr") return fr_members_accept(inputs)
	if (locale === "nl") return nl_members_accept(inputs)
	if (locale === "es") return es_members_accept(inputs)
	if (locale === "en-XA") return en_xa2_members_accept(inputs)
	return en_members_accept(inputs)
});