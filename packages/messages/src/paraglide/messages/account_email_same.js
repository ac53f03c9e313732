/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Email_SameInputs */

const en_account_email_same = /** @type {(inputs: Account_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is already your address.`)
};

const de_account_email_same = /** @type {(inputs: Account_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist bereits Ihre Adresse.`)
};

const fr_account_email_same = /** @type {(inputs: Account_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C'est déjà votre adresse.`)
};

const nl_account_email_same = /** @type {(inputs: Account_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit is al uw adres.`)
};

const es_account_email_same = /** @type {(inputs: Account_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta ya es tu dirección.`)
};

const en_xa2_account_email_same = /** @type {(inputs: Account_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš áļŕéáðý ýöüŕ áððŕéšš. one two]`)
};

/**
* | output |
* | --- |
* | "This is already your address." |
*
* @param {Account_Email_SameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_email_same = /** @type {((inputs?: Account_Email_SameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Email_SameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_email_same(inputs)
	if (locale === "fr") return fr_account_email_same(inputs)
	if (locale === "nl") return nl_account_email_same(inputs)
	if (locale === "es") return es_account_email_same(inputs)
	if (locale === "en-XA") return en_xa2_account_email_same(inputs)
	return en_account_email_same(inputs)
});