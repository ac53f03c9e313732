/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Logo_HintInputs */

const en_profile_logo_hint = /** @type {(inputs: Profile_Logo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An https:// address of a PNG, SVG or JPEG image.`)
};

const de_profile_logo_hint = /** @type {(inputs: Profile_Logo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine https://-Adresse eines PNG-, SVG- oder JPEG-Bildes.`)
};

const fr_profile_logo_hint = /** @type {(inputs: Profile_Logo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une adresse https:// d’une image PNG, SVG ou JPEG.`)
};

const nl_profile_logo_hint = /** @type {(inputs: Profile_Logo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een https://-adres van een PNG-, SVG- of JPEG-afbeelding.`)
};

const es_profile_logo_hint = /** @type {(inputs: Profile_Logo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una dirección https:// de una imagen PNG, SVG o JPEG.`)
};

const en_xa2_profile_logo_hint = /** @type {(inputs: Profile_Logo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñ ĥţţþš:// áððŕéšš öƒ á ÞÑĜ, ŠṼĜ öŕ ĴÞÉĜ íɱáĝé. one two three ]`)
};

/**
* | output |
* | --- |
* | "An https:// address of a PNG, SVG or JPEG image." |
*
* @param {Profile_Logo_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_logo_hint = /** @type {((inputs?: Profile_Logo_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Logo_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_logo_hint(inputs)
	if (locale === "fr") return fr_profile_logo_hint(inputs)
	if (locale === "nl") return nl_profile_logo_hint(inputs)
	if (locale === "es") return es_profile_logo_hint(inputs)
	if (locale === "en-XA") return en_xa2_profile_logo_hint(inputs)
	return en_profile_logo_hint(inputs)
});