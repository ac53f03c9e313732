/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Sign_OutInputs */

const en_account_sign_out = /** @type {(inputs: Account_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out`)
};

const de_account_sign_out = /** @type {(inputs: Account_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden`)
};

const fr_account_sign_out = /** @type {(inputs: Account_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter`)
};

const nl_account_sign_out = /** @type {(inputs: Account_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afmelden`)
};

const es_account_sign_out = /** @type {(inputs: Account_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar sesión`)
};

const en_xa2_account_sign_out = /** @type {(inputs: Account_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ öüţ ]`)
};

/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Account_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_sign_out = /** @type {((inputs?: Account_Sign_OutInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sign_OutInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_sign_out(inputs)
	if (locale === "fr") return fr_account_sign_out(inputs)
	if (locale === "nl") return nl_account_sign_out(inputs)
	if (locale === "es") return es_account_sign_out(inputs)
	if (locale === "en-XA") return en_xa2_account_sign_out(inputs)
	return en_account_sign_out(inputs)
});