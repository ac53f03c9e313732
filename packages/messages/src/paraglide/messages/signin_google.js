/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_GoogleInputs */

const en_signin_google = /** @type {(inputs: Signin_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue with Google`)
};

const de_signin_google = /** @type {(inputs: Signin_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter mit Google`)
};

const fr_signin_google = /** @type {(inputs: Signin_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer avec Google`)
};

const nl_signin_google = /** @type {(inputs: Signin_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doorgaan met Google`)
};

const es_signin_google = /** @type {(inputs: Signin_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar con Google`)
};

const en_xa2_signin_google = /** @type {(inputs: Signin_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţíñüé ŵíţĥ Ĝööĝļé one ]`)
};

/**
* | output |
* | --- |
* | "Continue with Google" |
*
* @param {Signin_GoogleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_google = /** @type {((inputs?: Signin_GoogleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_GoogleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_google(inputs)
	if (locale === "fr") return fr_signin_google(inputs)
	if (locale === "nl") return nl_signin_google(inputs)
	if (locale === "es") return es_signin_google(inputs)
	if (locale === "en-XA") return en_xa2_signin_google(inputs)
	return en_signin_google(inputs)
});