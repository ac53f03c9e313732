/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_NameInputs */

const en_signin_name = /** @type {(inputs: Signin_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name`)
};

const de_signin_name = /** @type {(inputs: Signin_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Name`)
};

const fr_signin_name = /** @type {(inputs: Signin_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom`)
};

const nl_signin_name = /** @type {(inputs: Signin_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw naam`)
};

const es_signin_name = /** @type {(inputs: Signin_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su nombre`)
};

const en_xa2_signin_name = /** @type {(inputs: Signin_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ ñáɱé ]`)
};

/**
* | output |
* | --- |
* | "Your name" |
*
* @param {Signin_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_name = /** @type {((inputs?: Signin_NameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_NameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_name(inputs)
	if (locale === "fr") return fr_signin_name(inputs)
	if (locale === "nl") return nl_signin_name(inputs)
	if (locale === "es") return es_signin_name(inputs)
	if (locale === "en-XA") return en_xa2_signin_name(inputs)
	return en_signin_name(inputs)
});