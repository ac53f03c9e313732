/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_App_QrInputs */

const en_account_second_app_qr = /** @type {(inputs: Account_Second_App_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code for your authenticator app`)
};

const de_account_second_app_qr = /** @type {(inputs: Account_Second_App_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-Code für Ihre Authenticator-App`)
};

const fr_account_second_app_qr = /** @type {(inputs: Account_Second_App_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code pour votre application d’authentification`)
};

const nl_account_second_app_qr = /** @type {(inputs: Account_Second_App_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-code voor uw authenticator-app`)
};

const es_account_second_app_qr = /** @type {(inputs: Account_Second_App_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código QR para su aplicación de autenticación`)
};

const en_xa2_account_second_app_qr = /** @type {(inputs: Account_Second_App_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ǪŔ çöðé ƒöŕ ýöüŕ áüţĥéñţíçáţöŕ áþþ one two t]`)
};

/**
* | output |
* | --- |
* | "QR code for your authenticator app" |
*
* @param {Account_Second_App_QrInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_app_qr = /** @type {((inputs?: Account_Second_App_QrInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_App_QrInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_app_qr(inputs)
	if (locale === "fr") return fr_account_second_app_qr(inputs)
	if (locale === "nl") return nl_account_second_app_qr(inputs)
	if (locale === "es") return es_account_second_app_qr(inputs)
	if (locale === "en-XA") return en_xa2_account_second_app_qr(inputs)
	return en_account_second_app_qr(inputs)
});