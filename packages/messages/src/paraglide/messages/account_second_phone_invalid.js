/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_Phone_InvalidInputs */

const en_account_second_phone_invalid = /** @type {(inputs: Account_Second_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the number with its country code, starting with +.`)
};

const de_account_second_phone_invalid = /** @type {(inputs: Account_Second_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie die Nummer mit Ländervorwahl ein, beginnend mit +.`)
};

const fr_account_second_phone_invalid = /** @type {(inputs: Account_Second_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le numéro avec l’indicatif du pays, en commençant par +.`)
};

const nl_account_second_phone_invalid = /** @type {(inputs: Account_Second_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer het nummer in met landcode, beginnend met +.`)
};

const es_account_second_phone_invalid = /** @type {(inputs: Account_Second_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca el número con el prefijo del país, empezando por +.`)
};

const en_xa2_account_second_phone_invalid = /** @type {(inputs: Account_Second_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ñüɱƀéŕ ŵíţĥ íţš çöüñţŕý çöðé, šţáŕţíñĝ ŵíţĥ +. one two three fou]`)
};

/**
* | output |
* | --- |
* | "Enter the number with its country code, starting with +." |
*
* @param {Account_Second_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_phone_invalid = /** @type {((inputs?: Account_Second_Phone_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_Phone_InvalidInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_phone_invalid(inputs)
	if (locale === "fr") return fr_account_second_phone_invalid(inputs)
	if (locale === "nl") return nl_account_second_phone_invalid(inputs)
	if (locale === "es") return es_account_second_phone_invalid(inputs)
	if (locale === "en-XA") return en_xa2_account_second_phone_invalid(inputs)
	return en_account_second_phone_invalid(inputs)
});