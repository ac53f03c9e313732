/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_Signin_FormInputs */

const en_shared_signin_form = /** @type {(inputs: Shared_Signin_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared sign in`)
};

const de_shared_signin_form = /** @type {(inputs: Shared_Signin_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung für geteilte Ergebnisse`)
};

const fr_shared_signin_form = /** @type {(inputs: Shared_Signin_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion aux résultats partagés`)
};

const nl_shared_signin_form = /** @type {(inputs: Shared_Signin_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmelden voor gedeelde resultaten`)
};

const es_shared_signin_form = /** @type {(inputs: Shared_Signin_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de sesión para resultados compartidos`)
};

const en_xa2_shared_signin_form = /** @type {(inputs: Shared_Signin_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕéð šíĝñ íñ on]`)
};

/**
* | output |
* | --- |
* | "Shared sign in" |
*
* @param {Shared_Signin_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_signin_form = /** @type {((inputs?: Shared_Signin_FormInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Signin_FormInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_signin_form(inputs)
	if (locale === "fr") return fr_shared_signin_form(inputs)
	if (locale === "nl") return nl_shared_signin_form(inputs)
	if (locale === "es") return es_shared_signin_form(inputs)
	if (locale === "en-XA") return en_xa2_shared_signin_form(inputs)
	return en_shared_signin_form(inputs)
});