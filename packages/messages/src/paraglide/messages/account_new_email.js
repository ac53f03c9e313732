/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_New_EmailInputs */

const en_account_new_email = /** @type {(inputs: Account_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New email address`)
};

const de_account_new_email = /** @type {(inputs: Account_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue E-Mail-Adresse`)
};

const fr_account_new_email = /** @type {(inputs: Account_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle adresse e-mail`)
};

const nl_account_new_email = /** @type {(inputs: Account_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nieuw e-mailadres`)
};

const es_account_new_email = /** @type {(inputs: Account_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva dirección de correo`)
};

const en_xa2_account_new_email = /** @type {(inputs: Account_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ éɱáíļ áððŕéšš one]`)
};

/**
* | output |
* | --- |
* | "New email address" |
*
* @param {Account_New_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_new_email = /** @type {((inputs?: Account_New_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_New_EmailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_new_email(inputs)
	if (locale === "fr") return fr_account_new_email(inputs)
	if (locale === "nl") return nl_account_new_email(inputs)
	if (locale === "es") return es_account_new_email(inputs)
	if (locale === "en-XA") return en_xa2_account_new_email(inputs)
	return en_account_new_email(inputs)
});