/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Sign_Out_EverywhereInputs */

const en_account_sign_out_everywhere = /** @type {(inputs: Account_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out everywhere`)
};

const de_account_sign_out_everywhere = /** @type {(inputs: Account_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überall abmelden`)
};

const fr_account_sign_out_everywhere = /** @type {(inputs: Account_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter partout`)
};

const nl_account_sign_out_everywhere = /** @type {(inputs: Account_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overal afmelden`)
};

const es_account_sign_out_everywhere = /** @type {(inputs: Account_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar sesión en todas partes`)
};

const en_xa2_account_sign_out_everywhere = /** @type {(inputs: Account_Sign_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ öüţ éṽéŕýŵĥéŕé one ]`)
};

/**
* | output |
* | --- |
* | "Sign out everywhere" |
*
* @param {Account_Sign_Out_EverywhereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_sign_out_everywhere = /** @type {((inputs?: Account_Sign_Out_EverywhereInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sign_Out_EverywhereInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_sign_out_everywhere(inputs)
	if (locale === "fr") return fr_account_sign_out_everywhere(inputs)
	if (locale === "nl") return nl_account_sign_out_everywhere(inputs)
	if (locale === "es") return es_account_sign_out_everywhere(inputs)
	if (locale === "en-XA") return en_xa2_account_sign_out_everywhere(inputs)
	return en_account_sign_out_everywhere(inputs)
});