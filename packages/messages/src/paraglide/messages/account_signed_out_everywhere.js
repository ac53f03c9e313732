/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Signed_Out_EverywhereInputs */

const en_account_signed_out_everywhere = /** @type {(inputs: Account_Signed_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are signed out everywhere.`)
};

const de_account_signed_out_everywhere = /** @type {(inputs: Account_Signed_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind überall abgemeldet.`)
};

const fr_account_signed_out_everywhere = /** @type {(inputs: Account_Signed_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes déconnecté partout.`)
};

const nl_account_signed_out_everywhere = /** @type {(inputs: Account_Signed_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U bent overal afgemeld.`)
};

const es_account_signed_out_everywhere = /** @type {(inputs: Account_Signed_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has cerrado sesión en todas partes.`)
};

const en_xa2_account_signed_out_everywhere = /** @type {(inputs: Account_Signed_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöü áŕé šíĝñéð öüţ éṽéŕýŵĥéŕé. one two ]`)
};

/**
* | output |
* | --- |
* | "You are signed out everywhere." |
*
* @param {Account_Signed_Out_EverywhereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_signed_out_everywhere = /** @type {((inputs?: Account_Signed_Out_EverywhereInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Signed_Out_EverywhereInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_signed_out_everywhere(inputs)
	if (locale === "fr") return fr_account_signed_out_everywhere(inputs)
	if (locale === "nl") return nl_account_signed_out_everywhere(inputs)
	if (locale === "es") return es_account_signed_out_everywhere(inputs)
	if (locale === "en-XA") return en_xa2_account_signed_out_everywhere(inputs)
	return en_account_signed_out_everywhere(inputs)
});