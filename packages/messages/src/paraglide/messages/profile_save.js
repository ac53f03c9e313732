/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_SaveInputs */

const en_profile_save = /** @type {(inputs: Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save profile`)
};

const de_profile_save = /** @type {(inputs: Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil speichern`)
};

const fr_profile_save = /** @type {(inputs: Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le profil`)
};

const nl_profile_save = /** @type {(inputs: Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profiel opslaan`)
};

const es_profile_save = /** @type {(inputs: Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar perfil`)
};

const en_xa2_profile_save = /** @type {(inputs: Profile_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé þŕöƒíļé o]`)
};

/**
* | output |
* | --- |
* | "Save profile" |
*
* @param {Profile_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_save = /** @type {((inputs?: Profile_SaveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_SaveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_save(inputs)
	if (locale === "fr") return fr_profile_save(inputs)
	if (locale === "nl") return nl_profile_save(inputs)
	if (locale === "es") return es_profile_save(inputs)
	if (locale === "en-XA") return en_xa2_profile_save(inputs)
	return en_profile_save(inputs)
});