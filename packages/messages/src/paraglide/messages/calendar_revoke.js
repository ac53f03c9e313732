/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_RevokeInputs */

const en_calendar_revoke = /** @type {(inputs: Calendar_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke address`)
};

const de_calendar_revoke = /** @type {(inputs: Calendar_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse widerrufen`)
};

const fr_calendar_revoke = /** @type {(inputs: Calendar_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Révoquer l’adresse`)
};

const nl_calendar_revoke = /** @type {(inputs: Calendar_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adres intrekken`)
};

const es_calendar_revoke = /** @type {(inputs: Calendar_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revocar la dirección`)
};

const en_xa2_calendar_revoke = /** @type {(inputs: Calendar_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽöķé áððŕéšš on]`)
};

/**
* | output |
* | --- |
* | "Revoke address" |
*
* @param {Calendar_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const calendar_revoke = /** @type {((inputs?: Calendar_RevokeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_RevokeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_calendar_revoke(inputs)
	if (locale === "fr") return fr_calendar_revoke(inputs)
	if (locale === "nl") return nl_calendar_revoke(inputs)
	if (locale === "es") return es_calendar_revoke(inputs)
	if (locale === "en-XA") return en_xa2_calendar_revoke(inputs)
	return en_calendar_revoke(inputs)
});