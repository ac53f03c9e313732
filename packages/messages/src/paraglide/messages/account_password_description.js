/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_DescriptionInputs */

const en_account_password_description = /** @type {(inputs: Account_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm the change with your current password.`)
};

const de_account_password_description = /** @type {(inputs: Account_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie die Änderung mit Ihrem aktuellen Passwort.`)
};

const fr_account_password_description = /** @type {(inputs: Account_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez la modification avec votre mot de passe actuel.`)
};

const nl_account_password_description = /** @type {(inputs: Account_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bevestig de wijziging met uw huidige wachtwoord.`)
};

const es_account_password_description = /** @type {(inputs: Account_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma el cambio con tu contraseña actual.`)
};

const en_xa2_account_password_description = /** @type {(inputs: Account_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñƒíŕɱ ţĥé çĥáñĝé ŵíţĥ ýöüŕ çüŕŕéñţ þáššŵöŕð. one two three]`)
};

/**
* | output |
* | --- |
* | "Confirm the change with your current password." |
*
* @param {Account_Password_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_password_description = /** @type {((inputs?: Account_Password_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_password_description(inputs)
	if (locale === "fr") return fr_account_password_description(inputs)
	if (locale === "nl") return nl_account_password_description(inputs)
	if (locale === "es") return es_account_password_description(inputs)
	if (locale === "en-XA") return en_xa2_account_password_description(inputs)
	return en_account_password_description(inputs)
});