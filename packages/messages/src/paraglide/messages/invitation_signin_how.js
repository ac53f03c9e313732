/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invitation_Signin_HowInputs */

const en_invitation_signin_how = /** @type {(inputs: Invitation_Signin_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in or create an account with the address the invitation was sent to.`)
};

const de_invitation_signin_how = /** @type {(inputs: Invitation_Signin_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie sich mit der Adresse an, an die die Einladung gesendet wurde, oder erstellen Sie damit ein Konto.`)
};

const fr_invitation_signin_how = /** @type {(inputs: Invitation_Signin_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous ou créez un compte avec l’adresse à laquelle l’invitation a été envoyée.`)
};

const nl_invitation_signin_how = /** @type {(inputs: Invitation_Signin_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meld u aan of maak een account aan met het adres waarnaar de uitnodiging is gestuurd.`)
};

const es_invitation_signin_how = /** @type {(inputs: Invitation_Signin_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicie sesión o cree una cuenta con la dirección a la que se envió la invitación.`)
};

const en_xa2_invitation_signin_how = /** @type {(inputs: Invitation_Signin_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ öŕ çŕéáţé áñ áççöüñţ ŵíţĥ ţĥé áððŕéšš ţĥé íñṽíţáţíöñ ŵáš šéñţ ţö. one two three four five]`)
};

/**
* | output |
* | --- |
* | "Sign in or create an account with the address the invitation was sent to." |
*
* @param {Invitation_Signin_HowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_signin_how = /** @type {((inputs?: Invitation_Signin_HowInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invitation_Signin_HowInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invitation_signin_how(inputs)
	if (locale === "fr") return fr_invitation_signin_how(inputs)
	if (locale === "nl") return nl_invitation_signin_how(inputs)
	if (locale === "es") return es_invitation_signin_how(inputs)
	if (locale === "en-XA") return en_xa2_invitation_signin_how(inputs)
	return en_invitation_signin_how(inputs)
});