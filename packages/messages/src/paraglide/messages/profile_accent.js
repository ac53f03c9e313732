/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_AccentInputs */

const en_profile_accent = /** @type {(inputs: Profile_AccentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accent colour`)
};

const de_profile_accent = /** @type {(inputs: Profile_AccentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akzentfarbe`)
};

const fr_profile_accent = /** @type {(inputs: Profile_AccentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couleur d’accent`)
};

const nl_profile_accent = /** @type {(inputs: Profile_AccentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accentkleur`)
};

const es_profile_accent = /** @type {(inputs: Profile_AccentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Color de acento`)
};

const en_xa2_profile_accent = /** @type {(inputs: Profile_AccentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åççéñţ çöļöüŕ on]`)
};

/**
* | output |
* | --- |
* | "Accent colour" |
*
* @param {Profile_AccentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_accent = /** @type {((inputs?: Profile_AccentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_AccentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_accent(inputs)
	if (locale === "fr") return fr_profile_accent(inputs)
	if (locale === "nl") return nl_profile_accent(inputs)
	if (locale === "es") return es_profile_accent(inputs)
	if (locale === "en-XA") return en_xa2_profile_accent(inputs)
	return en_profile_accent(inputs)
});