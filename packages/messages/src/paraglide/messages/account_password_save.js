/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_SaveInputs */

const en_account_password_save = /** @type {(inputs: Account_Password_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change password`)
};

const de_account_password_save = /** @type {(inputs: Account_Password_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort ändern`)
};

const fr_account_password_save = /** @type {(inputs: Account_Password_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le mot de passe`)
};

const nl_account_password_save = /** @type {(inputs: Account_Password_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wachtwoord wijzigen`)
};

const es_account_password_save = /** @type {(inputs: Account_Password_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar contraseña`)
};

const en_xa2_account_password_save = /** @type {(inputs: Account_Password_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé þáššŵöŕð on]`)
};

/**
* | output |
* | --- |
* | "Change password" |
*
* @param {Account_Password_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_password_save = /** @type {((inputs?: Account_Password_SaveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_SaveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_password_save(inputs)
	if (locale === "fr") return fr_account_password_save(inputs)
	if (locale === "nl") return nl_account_password_save(inputs)
	if (locale === "es") return es_account_password_save(inputs)
	if (locale === "en-XA") return en_xa2_account_password_save(inputs)
	return en_account_password_save(inputs)
});