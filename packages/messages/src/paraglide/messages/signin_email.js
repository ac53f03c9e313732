/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_EmailInputs */

const en_signin_email = /** @type {(inputs: Signin_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const de_signin_email = /** @type {(inputs: Signin_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail`)
};

const fr_signin_email = /** @type {(inputs: Signin_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const nl_signin_email = /** @type {(inputs: Signin_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const es_signin_email = /** @type {(inputs: Signin_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

const en_xa2_signin_email = /** @type {(inputs: Signin_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ ]`)
};

/**
* | output |
* | --- |
* | "Email" |
*
* @param {Signin_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_email = /** @type {((inputs?: Signin_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_EmailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_email(inputs)
	if (locale === "fr") return fr_signin_email(inputs)
	if (locale === "nl") return nl_signin_email(inputs)
	if (locale === "es") return es_signin_email(inputs)
	if (locale === "en-XA") return en_xa2_signin_email(inputs)
	return en_signin_email(inputs)
});