/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_Password_HintInputs */

const en_signin_password_hint = /** @type {(inputs: Signin_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 8 characters.`)
};

const de_signin_password_hint = /** @type {(inputs: Signin_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mindestens 8 Zeichen.`)
};

const fr_signin_password_hint = /** @type {(inputs: Signin_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au moins 8 caractères.`)
};

const nl_signin_password_hint = /** @type {(inputs: Signin_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minstens 8 tekens.`)
};

const es_signin_password_hint = /** @type {(inputs: Signin_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al menos 8 caracteres.`)
};

const en_xa2_signin_password_hint = /** @type {(inputs: Signin_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åţ ļéášţ 8 çĥáŕáçţéŕš. one t]`)
};

/**
* | output |
* | --- |
* | "At least 8 characters." |
*
* @param {Signin_Password_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_password_hint = /** @type {((inputs?: Signin_Password_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_Password_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_password_hint(inputs)
	if (locale === "fr") return fr_signin_password_hint(inputs)
	if (locale === "nl") return nl_signin_password_hint(inputs)
	if (locale === "es") return es_signin_password_hint(inputs)
	if (locale === "en-XA") return en_xa2_signin_password_hint(inputs)
	return en_signin_password_hint(inputs)
});