/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_Status_ExpiredInputs */

const en_invite_status_expired = /** @type {(inputs: Invite_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

const de_invite_status_expired = /** @type {(inputs: Invite_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgelaufen`)
};

const fr_invite_status_expired = /** @type {(inputs: Invite_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiré`)
};

const nl_invite_status_expired = /** @type {(inputs: Invite_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlopen`)
};

const es_invite_status_expired = /** @type {(inputs: Invite_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caducado`)
};

const en_xa2_invite_status_expired = /** @type {(inputs: Invite_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéð ]`)
};

/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Invite_Status_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_status_expired = /** @type {((inputs?: Invite_Status_ExpiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Status_ExpiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_status_expired(inputs)
	if (locale === "fr") return fr_invite_status_expired(inputs)
	if (locale === "nl") return nl_invite_status_expired(inputs)
	if (locale === "es") return es_invite_status_expired(inputs)
	if (locale === "en-XA") return en_xa2_invite_status_expired(inputs)
	return en_invite_status_expired(inputs)
});