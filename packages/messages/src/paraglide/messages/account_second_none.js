/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_NoneInputs */

const en_account_second_none = /** @type {(inputs: Account_Second_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in is off. Add an authenticator app (recommended) or a phone.`)
};

const de_account_second_none = /** @type {(inputs: Account_Second_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung in zwei Schritten ist aus. Fügen Sie eine Authenticator-App (empfohlen) oder ein Telefon hinzu.`)
};

const fr_account_second_none = /** @type {(inputs: Account_Second_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion en deux étapes est désactivée. Ajoutez une application d’authentification (recommandé) ou un téléphone.`)
};

const nl_account_second_none = /** @type {(inputs: Account_Second_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inloggen in twee stappen staat uit. Voeg een authenticator-app (aanbevolen) of een telefoon toe.`)
};

const es_account_second_none = /** @type {(inputs: Account_Second_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El inicio de sesión en dos pasos está desactivado. Añada una aplicación de autenticación (recomendado) o un teléfono.`)
};

const en_xa2_account_second_none = /** @type {(inputs: Account_Second_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵö-šţéþ šíĝñ-íñ íš öƒƒ. Åðð áñ áüţĥéñţíçáţöŕ áþþ (ŕéçöɱɱéñðéð) öŕ á þĥöñé. one two three four five]`)
};

/**
* | output |
* | --- |
* | "Two-step sign-in is off. Add an authenticator app (recommended) or a phone." |
*
* @param {Account_Second_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_none = /** @type {((inputs?: Account_Second_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_NoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_none(inputs)
	if (locale === "fr") return fr_account_second_none(inputs)
	if (locale === "nl") return nl_account_second_none(inputs)
	if (locale === "es") return es_account_second_none(inputs)
	if (locale === "en-XA") return en_xa2_account_second_none(inputs)
	return en_account_second_none(inputs)
});