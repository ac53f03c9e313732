/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_PendingInputs */

const en_members_pending = /** @type {(inputs: Members_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending invitations`)
};

const de_members_pending = /** @type {(inputs: Members_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offene Einladungen`)
};

const fr_members_pending = /** @type {(inputs: Members_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations en attente`)
};

const nl_members_pending = /** @type {(inputs: Members_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Openstaande uitnodigingen`)
};

const es_members_pending = /** @type {(inputs: Members_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitaciones pendientes`)
};

const en_xa2_members_pending = /** @type {(inputs: Members_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéñðíñĝ íñṽíţáţíöñš one ]`)
};

/**
* | output |
* | --- |
* | "Pending invitations" |
*
* @param {Members_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_pending = /** @type {((inputs?: Members_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_PendingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_pending(inputs)
	if (locale === "fr") return fr_members_pending(inputs)
	if (locale === "nl") return nl_members_pending(inputs)
	if (locale === "es") return es_members_pending(inputs)
	if (locale === "en-XA") return en_xa2_members_pending(inputs)
	return en_members_pending(inputs)
});