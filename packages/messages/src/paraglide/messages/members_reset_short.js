/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Reset_ShortInputs */

const en_members_reset_short = /** @type {(inputs: Members_Reset_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset two-step`)
};

const de_members_reset_short = /** @type {(inputs: Members_Reset_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Schritt zurücksetzen`)
};

const fr_members_reset_short = /** @type {(inputs: Members_Reset_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser les deux étapes`)
};

const nl_members_reset_short = /** @type {(inputs: Members_Reset_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tweestaps resetten`)
};

const es_members_reset_short = /** @type {(inputs: Members_Reset_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restablecer dos pasos`)
};

const en_xa2_members_reset_short = /** @type {(inputs: Members_Reset_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ ţŵö-šţéþ on]`)
};

/**
* | output |
* | --- |
* | "Reset two-step" |
*
* @param {Members_Reset_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_reset_short = /** @type {((inputs?: Members_Reset_ShortInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Reset_ShortInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_reset_short(inputs)
	if (locale === "fr") return fr_members_reset_short(inputs)
	if (locale === "nl") return nl_members_reset_short(inputs)
	if (locale === "es") return es_members_reset_short(inputs)
	if (locale === "en-XA") return en_xa2_members_reset_short(inputs)
	return en_members_reset_short(inputs)
});