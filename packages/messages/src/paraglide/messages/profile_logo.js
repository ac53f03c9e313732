/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_LogoInputs */

const en_profile_logo = /** @type {(inputs: Profile_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo address`)
};

const de_profile_logo = /** @type {(inputs: Profile_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo-Adresse`)
};

const fr_profile_logo = /** @type {(inputs: Profile_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse du logo`)
};

const nl_profile_logo = /** @type {(inputs: Profile_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logoadres`)
};

const es_profile_logo = /** @type {(inputs: Profile_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección del logotipo`)
};

const en_xa2_profile_logo = /** @type {(inputs: Profile_LogoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöĝö áððŕéšš o]`)
};

/**
* | output |
* | --- |
* | "Logo address" |
*
* @param {Profile_LogoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_logo = /** @type {((inputs?: Profile_LogoInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_LogoInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_logo(inputs)
	if (locale === "fr") return fr_profile_logo(inputs)
	if (locale === "nl") return nl_profile_logo(inputs)
	if (locale === "es") return es_profile_logo(inputs)
	if (locale === "en-XA") return en_xa2_profile_logo(inputs)
	return en_profile_logo(inputs)
});