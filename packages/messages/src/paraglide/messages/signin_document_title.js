/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_Document_TitleInputs */

const en_signin_document_title = /** @type {(inputs: Signin_Document_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

const de_signin_document_title = /** @type {(inputs: Signin_Document_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

const fr_signin_document_title = /** @type {(inputs: Signin_Document_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion`)
};

const nl_signin_document_title = /** @type {(inputs: Signin_Document_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmelden`)
};

const es_signin_document_title = /** @type {(inputs: Signin_Document_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

const en_xa2_signin_document_title = /** @type {(inputs: Signin_Document_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ]`)
};

/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Signin_Document_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_document_title = /** @type {((inputs?: Signin_Document_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_Document_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_document_title(inputs)
	if (locale === "fr") return fr_signin_document_title(inputs)
	if (locale === "nl") return nl_signin_document_title(inputs)
	if (locale === "es") return es_signin_document_title(inputs)
	if (locale === "en-XA") return en_xa2_signin_document_title(inputs)
	return en_signin_document_title(inputs)
});