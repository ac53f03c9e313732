/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_TitleInputs */

const en_signin_title = /** @type {(inputs: Signin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to Assay`)
};

const de_signin_title = /** @type {(inputs: Signin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei Assay anmelden`)
};

const fr_signin_title = /** @type {(inputs: Signin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter à Assay`)
};

const nl_signin_title = /** @type {(inputs: Signin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmelden bij Assay`)
};

const es_signin_title = /** @type {(inputs: Signin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión en Assay`)
};

const en_xa2_signin_title = /** @type {(inputs: Signin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ţö Åššáý one]`)
};

/**
* | output |
* | --- |
* | "Sign in to Assay" |
*
* @param {Signin_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_title = /** @type {((inputs?: Signin_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_title(inputs)
	if (locale === "fr") return fr_signin_title(inputs)
	if (locale === "nl") return nl_signin_title(inputs)
	if (locale === "es") return es_signin_title(inputs)
	if (locale === "en-XA") return en_xa2_signin_title(inputs)
	return en_signin_title(inputs)
});