/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_RevokeInputs */

const en_invite_revoke = /** @type {(inputs: Invite_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke`)
};

const de_invite_revoke = /** @type {(inputs: Invite_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widerrufen`)
};

const fr_invite_revoke = /** @type {(inputs: Invite_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révoquer`)
};

const nl_invite_revoke = /** @type {(inputs: Invite_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intrekken`)
};

const es_invite_revoke = /** @type {(inputs: Invite_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revocar`)
};

const en_xa2_invite_revoke = /** @type {(inputs: Invite_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽöķé ]`)
};

/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Invite_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_revoke = /** @type {((inputs?: Invite_RevokeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_RevokeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_revoke(inputs)
	if (locale === "fr") return fr_invite_revoke(inputs)
	if (locale === "nl") return nl_invite_revoke(inputs)
	if (locale === "es") return es_invite_revoke(inputs)
	if (locale === "en-XA") return en_xa2_invite_revoke(inputs)
	return en_invite_revoke(inputs)
});