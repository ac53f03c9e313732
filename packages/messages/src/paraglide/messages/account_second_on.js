/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_OnInputs */

const en_account_second_on = /** @type {(inputs: Account_Second_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in is on`)
};

const de_account_second_on = /** @type {(inputs: Account_Second_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung in zwei Schritten ist eingeschaltet`)
};

const fr_account_second_on = /** @type {(inputs: Account_Second_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion en deux étapes est activée`)
};

const nl_account_second_on = /** @type {(inputs: Account_Second_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inloggen in twee stappen staat aan`)
};

const es_account_second_on = /** @type {(inputs: Account_Second_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El inicio de sesión en dos pasos está activado`)
};

const en_xa2_account_second_on = /** @type {(inputs: Account_Second_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵö-šţéþ šíĝñ-íñ íš öñ one t]`)
};

/**
* | output |
* | --- |
* | "Two-step sign-in is on" |
*
* @param {Account_Second_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_on = /** @type {((inputs?: Account_Second_OnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_OnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_on(inputs)
	if (locale === "fr") return fr_account_second_on(inputs)
	if (locale === "nl") return nl_account_second_on(inputs)
	if (locale === "es") return es_account_second_on(inputs)
	if (locale === "en-XA") return en_xa2_account_second_on(inputs)
	return en_account_second_on(inputs)
});