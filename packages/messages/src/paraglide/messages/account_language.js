/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_LanguageInputs */

const en_account_language = /** @type {(inputs: Account_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

const de_account_language = /** @type {(inputs: Account_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache`)
};

const fr_account_language = /** @type {(inputs: Account_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue`)
};

const nl_account_language = /** @type {(inputs: Account_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taal`)
};

const es_account_language = /** @type {(inputs: Account_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

const en_xa2_account_language = /** @type {(inputs: Account_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáñĝüáĝé ]`)
};

/**
* | output |
* | --- |
* | "Language" |
*
* @param {Account_LanguageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_language = /** @type {((inputs?: Account_LanguageInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_LanguageInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_language(inputs)
	if (locale === "fr") return fr_account_language(inputs)
	if (locale === "nl") return nl_account_language(inputs)
	if (locale === "es") return es_account_language(inputs)
	if (locale === "en-XA") return en_xa2_account_language(inputs)
	return en_account_language(inputs)
});