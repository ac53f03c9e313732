/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_Error_Name_EmptyInputs */

const en_signin_error_name_empty = /** @type {(inputs: Signin_Error_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your name.`)
};

const de_signin_error_name_empty = /** @type {(inputs: Signin_Error_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihren Namen ein.`)
};

const fr_signin_error_name_empty = /** @type {(inputs: Signin_Error_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez votre nom.`)
};

const nl_signin_error_name_empty = /** @type {(inputs: Signin_Error_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vul uw naam in.`)
};

const es_signin_error_name_empty = /** @type {(inputs: Signin_Error_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca su nombre.`)
};

const en_xa2_signin_error_name_empty = /** @type {(inputs: Signin_Error_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýöüŕ ñáɱé. one]`)
};

/**
* | output |
* | --- |
* | "Enter your name." |
*
* @param {Signin_Error_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_error_name_empty = /** @type {((inputs?: Signin_Error_Name_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_Error_Name_EmptyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_error_name_empty(inputs)
	if (locale === "fr") return fr_signin_error_name_empty(inputs)
	if (locale === "nl") return nl_signin_error_name_empty(inputs)
	if (locale === "es") return es_signin_error_name_empty(inputs)
	if (locale === "en-XA") return en_xa2_signin_error_name_empty(inputs)
	return en_signin_error_name_empty(inputs)
});