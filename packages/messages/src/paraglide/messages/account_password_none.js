/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_NoneInputs */

const en_account_password_none = /** @type {(inputs: Account_Password_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You sign in without a password (with Google or an email link), so there is none to change.`)
};

const de_account_password_none = /** @type {(inputs: Account_Password_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie melden sich ohne Passwort an (mit Google oder einem E-Mail-Link), daher gibt es keines zu ändern.`)
};

const fr_account_password_none = /** @type {(inputs: Account_Password_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous vous connectez sans mot de passe (avec Google ou un lien par e-mail) : il n'y en a donc aucun à modifier.`)
};

const nl_account_password_none = /** @type {(inputs: Account_Password_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U meldt zich aan zonder wachtwoord (met Google of een e-maillink), dus er is geen wachtwoord om te wijzigen.`)
};

const es_account_password_none = /** @type {(inputs: Account_Password_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicias sesión sin contraseña (con Google o un enlace por correo), así que no hay ninguna que cambiar.`)
};

const en_xa2_account_password_none = /** @type {(inputs: Account_Password_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöü šíĝñ íñ ŵíţĥöüţ á þáššŵöŕð (ŵíţĥ Ĝööĝļé öŕ áñ éɱáíļ ļíñķ), šö ţĥéŕé íš ñöñé ţö çĥáñĝé. one two three four five six ]`)
};

/**
* | output |
* | --- |
* | "You sign in without a password (with Google or an email link), so there is none to change." |
*
* @param {Account_Password_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_password_none = /** @type {((inputs?: Account_Password_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_NoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_password_none(inputs)
	if (locale === "fr") return fr_account_password_none(inputs)
	if (locale === "nl") return nl_account_password_none(inputs)
	if (locale === "es") return es_account_password_none(inputs)
	if (locale === "en-XA") return en_xa2_account_password_none(inputs)
	return en_account_password_none(inputs)
});