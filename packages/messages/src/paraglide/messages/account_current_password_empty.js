/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Current_Password_EmptyInputs */

const en_account_current_password_empty = /** @type {(inputs: Account_Current_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your current password.`)
};

const de_account_current_password_empty = /** @type {(inputs: Account_Current_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihr aktuelles Passwort ein.`)
};

const fr_account_current_password_empty = /** @type {(inputs: Account_Current_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez votre mot de passe actuel.`)
};

const nl_account_current_password_empty = /** @type {(inputs: Account_Current_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer uw huidige wachtwoord in.`)
};

const es_account_current_password_empty = /** @type {(inputs: Account_Current_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce tu contraseña actual.`)
};

const en_xa2_account_current_password_empty = /** @type {(inputs: Account_Current_Password_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýöüŕ çüŕŕéñţ þáššŵöŕð. one two]`)
};

/**
* | output |
* | --- |
* | "Enter your current password." |
*
* @param {Account_Current_Password_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_current_password_empty = /** @type {((inputs?: Account_Current_Password_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Current_Password_EmptyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_current_password_empty(inputs)
	if (locale === "fr") return fr_account_current_password_empty(inputs)
	if (locale === "nl") return nl_account_current_password_empty(inputs)
	if (locale === "es") return es_account_current_password_empty(inputs)
	if (locale === "en-XA") return en_xa2_account_current_password_empty(inputs)
	return en_account_current_password_empty(inputs)
});