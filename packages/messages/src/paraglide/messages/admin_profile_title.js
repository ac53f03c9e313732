/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Profile_TitleInputs */

const en_admin_profile_title = /** @type {(inputs: Admin_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation profile`)
};

const de_admin_profile_title = /** @type {(inputs: Admin_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisationsprofil`)
};

const fr_admin_profile_title = /** @type {(inputs: Admin_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil de l’organisation`)
};

const nl_admin_profile_title = /** @type {(inputs: Admin_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisatieprofiel`)
};

const es_admin_profile_title = /** @type {(inputs: Admin_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil de la organización`)
};

const en_xa2_admin_profile_title = /** @type {(inputs: Admin_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öŕĝáñíšáţíöñ þŕöƒíļé one ]`)
};

/**
* | output |
* | --- |
* | "Organisation profile" |
*
* @param {Admin_Profile_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_profile_title = /** @type {((inputs?: Admin_Profile_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Profile_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_profile_title(inputs)
	if (locale === "fr") return fr_admin_profile_title(inputs)
	if (locale === "nl") return nl_admin_profile_title(inputs)
	if (locale === "es") return es_admin_profile_title(inputs)
	if (locale === "en-XA") return en_xa2_admin_profile_title(inputs)
	return en_admin_profile_title(inputs)
});