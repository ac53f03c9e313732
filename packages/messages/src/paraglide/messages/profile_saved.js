/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_SavedInputs */

const en_profile_saved = /** @type {(inputs: Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile saved`)
};

const de_profile_saved = /** @type {(inputs: Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil gespeichert`)
};

const fr_profile_saved = /** @type {(inputs: Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil enregistré`)
};

const nl_profile_saved = /** @type {(inputs: Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profiel opgeslagen`)
};

const es_profile_saved = /** @type {(inputs: Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil guardado`)
};

const en_xa2_profile_saved = /** @type {(inputs: Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕöƒíļé šáṽéð on]`)
};

/**
* | output |
* | --- |
* | "Profile saved" |
*
* @param {Profile_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_saved = /** @type {((inputs?: Profile_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_SavedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_saved(inputs)
	if (locale === "fr") return fr_profile_saved(inputs)
	if (locale === "nl") return nl_profile_saved(inputs)
	if (locale === "es") return es_profile_saved(inputs)
	if (locale === "en-XA") return en_xa2_profile_saved(inputs)
	return en_profile_saved(inputs)
});