/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_SavedInputs */

const en_account_password_saved = /** @type {(inputs: Account_Password_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed`)
};

const de_account_password_saved = /** @type {(inputs: Account_Password_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort geändert`)
};

const fr_account_password_saved = /** @type {(inputs: Account_Password_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe modifié`)
};

const nl_account_password_saved = /** @type {(inputs: Account_Password_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wachtwoord gewijzigd`)
};

const es_account_password_saved = /** @type {(inputs: Account_Password_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña cambiada`)
};

const en_xa2_account_password_saved = /** @type {(inputs: Account_Password_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵöŕð çĥáñĝéð one]`)
};

/**
* | output |
* | --- |
* | "Password changed" |
*
* @param {Account_Password_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_password_saved = /** @type {((inputs?: Account_Password_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_SavedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_password_saved(inputs)
	if (locale === "fr") return fr_account_password_saved(inputs)
	if (locale === "nl") return nl_account_password_saved(inputs)
	if (locale === "es") return es_account_password_saved(inputs)
	if (locale === "en-XA") return en_xa2_account_password_saved(inputs)
	return en_account_password_saved(inputs)
});