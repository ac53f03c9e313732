/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_TitleInputs */

const en_account_password_title = /** @type {(inputs: Account_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

const de_account_password_title = /** @type {(inputs: Account_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort`)
};

const fr_account_password_title = /** @type {(inputs: Account_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe`)
};

const nl_account_password_title = /** @type {(inputs: Account_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wachtwoord`)
};

const es_account_password_title = /** @type {(inputs: Account_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña`)
};

const en_xa2_account_password_title = /** @type {(inputs: Account_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵöŕð ]`)
};

/**
* | output |
* | --- |
* | "Password" |
*
* @param {Account_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_password_title = /** @type {((inputs?: Account_Password_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_password_title(inputs)
	if (locale === "fr") return fr_account_password_title(inputs)
	if (locale === "nl") return nl_account_password_title(inputs)
	if (locale === "es") return es_account_password_title(inputs)
	if (locale === "en-XA") return en_xa2_account_password_title(inputs)
	return en_account_password_title(inputs)
});