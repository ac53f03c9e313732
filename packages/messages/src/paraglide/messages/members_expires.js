/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_ExpiresInputs */

const en_members_expires = /** @type {(inputs: Members_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires`)
};

const de_members_expires = /** @type {(inputs: Members_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft ab`)
};

const fr_members_expires = /** @type {(inputs: Members_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expire`)
};

const nl_members_expires = /** @type {(inputs: Members_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verloopt`)
};

const es_members_expires = /** @type {(inputs: Members_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caduca`)
};

const en_xa2_members_expires = /** @type {(inputs: Members_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéš ]`)
};

/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Members_ExpiresInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_expires = /** @type {((inputs?: Members_ExpiresInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_ExpiresInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_expires(inputs)
	if (locale === "fr") return fr_members_expires(inputs)
	if (locale === "nl") return nl_members_expires(inputs)
	if (locale === "es") return es_members_expires(inputs)
	if (locale === "en-XA") return en_xa2_members_expires(inputs)
	return en_members_expires(inputs)
});