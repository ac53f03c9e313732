/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Action_Back_To_SigninInputs */

const en_action_back_to_signin = /** @type {(inputs: Action_Back_To_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to sign in`)
};

const de_action_back_to_signin = /** @type {(inputs: Action_Back_To_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Anmeldung`)
};

const fr_action_back_to_signin = /** @type {(inputs: Action_Back_To_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la connexion`)
};

const nl_action_back_to_signin = /** @type {(inputs: Action_Back_To_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naar aanmelden`)
};

const es_action_back_to_signin = /** @type {(inputs: Action_Back_To_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a iniciar sesión`)
};

const en_xa2_action_back_to_signin = /** @type {(inputs: Action_Back_To_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝö ţö šíĝñ íñ on]`)
};

/**
* | output |
* | --- |
* | "Go to sign in" |
*
* @param {Action_Back_To_SigninInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const action_back_to_signin = /** @type {((inputs?: Action_Back_To_SigninInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Action_Back_To_SigninInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_action_back_to_signin(inputs)
	if (locale === "fr") return fr_action_back_to_signin(inputs)
	if (locale === "nl") return nl_action_back_to_signin(inputs)
	if (locale === "es") return es_action_back_to_signin(inputs)
	if (locale === "en-XA") return en_xa2_action_back_to_signin(inputs)
	return en_action_back_to_signin(inputs)
});