/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Sign_Out_Everywhere_TitleInputs */

const en_account_sign_out_everywhere_title = /** @type {(inputs: Account_Sign_Out_Everywhere_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out on every device?`)
};

const de_account_sign_out_everywhere_title = /** @type {(inputs: Account_Sign_Out_Everywhere_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf allen Geräten abmelden?`)
};

const fr_account_sign_out_everywhere_title = /** @type {(inputs: Account_Sign_Out_Everywhere_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter sur tous les appareils ?`)
};

const nl_account_sign_out_everywhere_title = /** @type {(inputs: Account_Sign_Out_Everywhere_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afmelden op alle apparaten?`)
};

const es_account_sign_out_everywhere_title = /** @type {(inputs: Account_Sign_Out_Everywhere_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cerrar sesión en todos los dispositivos?`)
};

const en_xa2_account_sign_out_everywhere_title = /** @type {(inputs: Account_Sign_Out_Everywhere_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ öüţ öñ éṽéŕý ðéṽíçé? one tw]`)
};

/**
* | output |
* | --- |
* | "Sign out on every device?" |
*
* @param {Account_Sign_Out_Everywhere_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_sign_out_everywhere_title = /** @type {((inputs?: Account_Sign_Out_Everywhere_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sign_Out_Everywhere_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_sign_out_everywhere_title(inputs)
	if (locale === "fr") return fr_account_sign_out_everywhere_title(inputs)
	if (locale === "nl") return nl_account_sign_out_everywhere_title(inputs)
	if (locale === "es") return es_account_sign_out_everywhere_title(inputs)
	if (locale === "en-XA") return en_xa2_account_sign_out_everywhere_title(inputs)
	return en_account_sign_out_everywhere_title(inputs)
});