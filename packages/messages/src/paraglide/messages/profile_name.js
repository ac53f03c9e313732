/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_NameInputs */

const en_profile_name = /** @type {(inputs: Profile_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation name`)
};

const de_profile_name = /** @type {(inputs: Profile_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name der Organisation`)
};

const fr_profile_name = /** @type {(inputs: Profile_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de l’organisation`)
};

const nl_profile_name = /** @type {(inputs: Profile_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naam van de organisatie`)
};

const es_profile_name = /** @type {(inputs: Profile_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la organización`)
};

const en_xa2_profile_name = /** @type {(inputs: Profile_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öŕĝáñíšáţíöñ ñáɱé one]`)
};

/**
* | output |
* | --- |
* | "Organisation name" |
*
* @param {Profile_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_name = /** @type {((inputs?: Profile_NameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_NameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_name(inputs)
	if (locale === "fr") return fr_profile_name(inputs)
	if (locale === "nl") return nl_profile_name(inputs)
	if (locale === "es") return es_profile_name(inputs)
	if (locale === "en-XA") return en_xa2_profile_name(inputs)
	return en_profile_name(inputs)
});