/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_Status_RevokedInputs */

const en_invite_status_revoked = /** @type {(inputs: Invite_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoked`)
};

const de_invite_status_revoked = /** @type {(inputs: Invite_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widerrufen`)
};

const fr_invite_status_revoked = /** @type {(inputs: Invite_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révoqué`)
};

const nl_invite_status_revoked = /** @type {(inputs: Invite_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingetrokken`)
};

const es_invite_status_revoked = /** @type {(inputs: Invite_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revocado`)
};

const en_xa2_invite_status_revoked = /** @type {(inputs: Invite_Status_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽöķéð ]`)
};

/**
* | output |
* | --- |
* | "Revoked" |
*
* @param {Invite_Status_RevokedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_status_revoked = /** @type {((inputs?: Invite_Status_RevokedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Status_RevokedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_status_revoked(inputs)
	if (locale === "fr") return fr_invite_status_revoked(inputs)
	if (locale === "nl") return nl_invite_status_revoked(inputs)
	if (locale === "es") return es_invite_status_revoked(inputs)
	if (locale === "en-XA") return en_xa2_invite_status_revoked(inputs)
	return en_invite_status_revoked(inputs)
});