/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_Error_Password_ShortInputs */

const en_signin_error_password_short = /** @type {(inputs: Signin_Error_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use at least 8 characters.`)
};

const de_signin_error_password_short = /** @type {(inputs: Signin_Error_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwenden Sie mindestens 8 Zeichen.`)
};

const fr_signin_error_password_short = /** @type {(inputs: Signin_Error_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez au moins 8 caractères.`)
};

const nl_signin_error_password_short = /** @type {(inputs: Signin_Error_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruik minstens 8 tekens.`)
};

const es_signin_error_password_short = /** @type {(inputs: Signin_Error_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use al menos 8 caracteres.`)
};

const en_xa2_signin_error_password_short = /** @type {(inputs: Signin_Error_Password_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšé áţ ļéášţ 8 çĥáŕáçţéŕš. one tw]`)
};

/**
* | output |
* | --- |
* | "Use at least 8 characters." |
*
* @param {Signin_Error_Password_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_error_password_short = /** @type {((inputs?: Signin_Error_Password_ShortInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_Error_Password_ShortInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_error_password_short(inputs)
	if (locale === "fr") return fr_signin_error_password_short(inputs)
	if (locale === "nl") return nl_signin_error_password_short(inputs)
	if (locale === "es") return es_signin_error_password_short(inputs)
	if (locale === "en-XA") return en_xa2_signin_error_password_short(inputs)
	return en_signin_error_password_short(inputs)
});