/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Sso_Sign_In_RequiredInputs */

const en_refusal_sso_sign_in_required = /** @type {(inputs: Refusal_Sso_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with your organisation’s single sign-on, with a verified address of its domain, to join it.`)
};

const de_refusal_sso_sign_in_required = /** @type {(inputs: Refusal_Sso_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie sich mit dem Single Sign-on Ihrer Organisation und einer bestätigten Adresse ihrer Domain an, um beizutreten.`)
};

const fr_refusal_sso_sign_in_required = /** @type {(inputs: Refusal_Sso_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous avec l’authentification unique de votre organisation, avec une adresse vérifiée de son domaine, pour la rejoindre.`)
};

const nl_refusal_sso_sign_in_required = /** @type {(inputs: Refusal_Sso_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meld u aan met de single sign-on van uw organisatie, met een geverifieerd adres van haar domein, om lid te worden.`)
};

const es_refusal_sso_sign_in_required = /** @type {(inputs: Refusal_Sso_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicie sesión con el inicio de sesión único de su organización, con una dirección verificada de su dominio, para unirse.`)
};

const en_xa2_refusal_sso_sign_in_required = /** @type {(inputs: Refusal_Sso_Sign_In_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ ýöüŕ öŕĝáñíšáţíöñ’š šíñĝļé šíĝñ-öñ, ŵíţĥ á ṽéŕíƒíéð áððŕéšš öƒ íţš ðöɱáíñ, ţö ĵöíñ íţ. one two three four five six seve]`)
};

/**
* | output |
* | --- |
* | "Sign in with your organisation’s single sign-on, with a verified address of its domain, to join it." |
*
* @param {Refusal_Sso_Sign_In_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_sso_sign_in_required = /** @type {((inputs?: Refusal_Sso_Sign_In_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Sso_Sign_In_RequiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_sso_sign_in_required(inputs)
	if (locale === "fr") return fr_refusal_sso_sign_in_required(inputs)
	if (locale === "nl") return nl_refusal_sso_sign_in_required(inputs)
	if (locale === "es") return es_refusal_sso_sign_in_required(inputs)
	if (locale === "en-XA") return en_xa2_refusal_sso_sign_in_required(inputs)
	return en_refusal_sso_sign_in_required(inputs)
});