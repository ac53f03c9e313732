/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_ExpiredInputs */

const en_members_expired = /** @type {(inputs: Members_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

const de_members_expired = /** @type {(inputs: Members_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgelaufen`)
};

const fr_members_expired = /** @type {(inputs: Members_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiré`)
};

const nl_members_expired = /** @type {(inputs: Members_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlopen`)
};

const es_members_expired = /** @type {(inputs: Members_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caducado`)
};

const en_xa2_members_expired = /** @type {(inputs: Members_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéð ]`)
};

/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Members_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_expired = /** @type {((inputs?: Members_ExpiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_ExpiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_expired(inputs)
	if (locale === "fr") return fr_members_expired(inputs)
	if (locale === "nl") return nl_members_expired(inputs)
	if (locale === "es") return es_members_expired(inputs)
	if (locale === "en-XA") return en_xa2_members_expired(inputs)
	return en_members_expired(inputs)
});