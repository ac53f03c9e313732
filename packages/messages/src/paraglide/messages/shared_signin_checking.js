/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_Signin_CheckingInputs */

const en_shared_signin_checking = /** @type {(inputs: Shared_Signin_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your link`)
};

const de_shared_signin_checking = /** @type {(inputs: Shared_Signin_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Link wird geprüft`)
};

const fr_shared_signin_checking = /** @type {(inputs: Shared_Signin_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de votre lien`)
};

const nl_shared_signin_checking = /** @type {(inputs: Shared_Signin_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw link wordt gecontroleerd`)
};

const es_shared_signin_checking = /** @type {(inputs: Shared_Signin_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando su enlace`)
};

const en_xa2_shared_signin_checking = /** @type {(inputs: Shared_Signin_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķíñĝ ýöüŕ ļíñķ one]`)
};

/**
* | output |
* | --- |
* | "Checking your link" |
*
* @param {Shared_Signin_CheckingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_signin_checking = /** @type {((inputs?: Shared_Signin_CheckingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Signin_CheckingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_signin_checking(inputs)
	if (locale === "fr") return fr_shared_signin_checking(inputs)
	if (locale === "nl") return nl_shared_signin_checking(inputs)
	if (locale === "es") return es_shared_signin_checking(inputs)
	if (locale === "en-XA") return en_xa2_shared_signin_checking(inputs)
	return en_shared_signin_checking(inputs)
});