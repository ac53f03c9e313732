/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Current_PasswordInputs */

const en_account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current password`)
};

const de_account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktuelles Passwort`)
};

const fr_account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe actuel`)
};

const nl_account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huidig wachtwoord`)
};

const es_account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña actual`)
};

const en_xa2_account_current_password = /** @type {(inputs: Account_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çüŕŕéñţ þáššŵöŕð one]`)
};

/**
* | output |
* | --- |
* | "Current password" |
*
* @param {Account_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_current_password = /** @type {((inputs?: Account_Current_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Current_PasswordInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_current_password(inputs)
	if (locale === "fr") return fr_account_current_password(inputs)
	if (locale === "nl") return nl_account_current_password(inputs)
	if (locale === "es") return es_account_current_password(inputs)
	if (locale === "en-XA") return en_xa2_account_current_password(inputs)
	return en_account_current_password(inputs)
});