/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_WaysInputs */

const en_signin_ways = /** @type {(inputs: Signin_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ways to sign in`)
};

const de_signin_ways = /** @type {(inputs: Signin_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldemöglichkeiten`)
};

const fr_signin_ways = /** @type {(inputs: Signin_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modes de connexion`)
};

const nl_signin_ways = /** @type {(inputs: Signin_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manieren om aan te melden`)
};

const es_signin_ways = /** @type {(inputs: Signin_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formas de iniciar sesión`)
};

const en_xa2_signin_ways = /** @type {(inputs: Signin_WaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵáýš ţö šíĝñ íñ on]`)
};

/**
* | output |
* | --- |
* | "Ways to sign in" |
*
* @param {Signin_WaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_ways = /** @type {((inputs?: Signin_WaysInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_WaysInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_ways(inputs)
	if (locale === "fr") return fr_signin_ways(inputs)
	if (locale === "nl") return nl_signin_ways(inputs)
	if (locale === "es") return es_signin_ways(inputs)
	if (locale === "en-XA") return en_xa2_signin_ways(inputs)
	return en_signin_ways(inputs)
});