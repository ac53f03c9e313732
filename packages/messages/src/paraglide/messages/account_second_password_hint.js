/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_Password_HintInputs */

const en_account_second_password_hint = /** @type {(inputs: Account_Second_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your current password, to confirm it is you`)
};

const de_account_second_password_hint = /** @type {(inputs: Account_Second_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr aktuelles Passwort, zur Bestätigung, dass Sie es sind`)
};

const fr_account_second_password_hint = /** @type {(inputs: Account_Second_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe actuel, pour confirmer que c’est bien vous`)
};

const nl_account_second_password_hint = /** @type {(inputs: Account_Second_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw huidige wachtwoord, om te bevestigen dat u het bent`)
};

const es_account_second_password_hint = /** @type {(inputs: Account_Second_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su contraseña actual, para confirmar que es usted`)
};

const en_xa2_account_second_password_hint = /** @type {(inputs: Account_Second_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ çüŕŕéñţ þáššŵöŕð, ţö çöñƒíŕɱ íţ íš ýöü one two thre]`)
};

/**
* | output |
* | --- |
* | "Your current password, to confirm it is you" |
*
* @param {Account_Second_Password_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_password_hint = /** @type {((inputs?: Account_Second_Password_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_Password_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_password_hint(inputs)
	if (locale === "fr") return fr_account_second_password_hint(inputs)
	if (locale === "nl") return nl_account_second_password_hint(inputs)
	if (locale === "es") return es_account_second_password_hint(inputs)
	if (locale === "en-XA") return en_xa2_account_second_password_hint(inputs)
	return en_account_second_password_hint(inputs)
});