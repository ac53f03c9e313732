/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Email_TitleInputs */

const en_account_email_title = /** @type {(inputs: Account_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address`)
};

const de_account_email_title = /** @type {(inputs: Account_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse`)
};

const fr_account_email_title = /** @type {(inputs: Account_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail`)
};

const nl_account_email_title = /** @type {(inputs: Account_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailadres`)
};

const es_account_email_title = /** @type {(inputs: Account_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de correo`)
};

const en_xa2_account_email_title = /** @type {(inputs: Account_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ áððŕéšš on]`)
};

/**
* | output |
* | --- |
* | "Email address" |
*
* @param {Account_Email_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_email_title = /** @type {((inputs?: Account_Email_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Email_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_email_title(inputs)
	if (locale === "fr") return fr_account_email_title(inputs)
	if (locale === "nl") return nl_account_email_title(inputs)
	if (locale === "es") return es_account_email_title(inputs)
	if (locale === "en-XA") return en_xa2_account_email_title(inputs)
	return en_account_email_title(inputs)
});