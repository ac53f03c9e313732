/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Profile_TitleInputs */

const en_account_profile_title = /** @type {(inputs: Account_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

const de_account_profile_title = /** @type {(inputs: Account_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil`)
};

const fr_account_profile_title = /** @type {(inputs: Account_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil`)
};

const nl_account_profile_title = /** @type {(inputs: Account_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profiel`)
};

const es_account_profile_title = /** @type {(inputs: Account_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil`)
};

const en_xa2_account_profile_title = /** @type {(inputs: Account_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕöƒíļé ]`)
};

/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Account_Profile_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_profile_title = /** @type {((inputs?: Account_Profile_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_profile_title(inputs)
	if (locale === "fr") return fr_account_profile_title(inputs)
	if (locale === "nl") return nl_account_profile_title(inputs)
	if (locale === "es") return es_account_profile_title(inputs)
	if (locale === "en-XA") return en_xa2_account_profile_title(inputs)
	return en_account_profile_title(inputs)
});