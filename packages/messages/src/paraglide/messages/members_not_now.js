/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Not_NowInputs */

const en_members_not_now = /** @type {(inputs: Members_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not now`)
};

const de_members_not_now = /** @type {(inputs: Members_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht jetzt`)
};

const fr_members_not_now = /** @type {(inputs: Members_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas maintenant`)
};

const nl_members_not_now = /** @type {(inputs: Members_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet nu`)
};

const es_members_not_now = /** @type {(inputs: Members_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora no`)
};

const en_xa2_members_not_now = /** @type {(inputs: Members_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ ñöŵ ]`)
};

/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Members_Not_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_not_now = /** @type {((inputs?: Members_Not_NowInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Not_NowInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_not_now(inputs)
	if (locale === "fr") return fr_members_not_now(inputs)
	if (locale === "nl") return nl_members_not_now(inputs)
	if (locale === "es") return es_members_not_now(inputs)
	if (locale === "en-XA") return en_xa2_members_not_now(inputs)
	return en_members_not_now(inputs)
});