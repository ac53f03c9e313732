/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Invitation_Other_EmailInputs */

const en_refusal_invitation_other_email = /** @type {(inputs: Refusal_Invitation_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation is for another email address. Sign in with the address it was sent to.`)
};

const de_refusal_invitation_other_email = /** @type {(inputs: Refusal_Invitation_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung gilt für eine andere E-Mail-Adresse. Melden Sie sich mit der Adresse an, an die sie gesendet wurde.`)
};

const fr_refusal_invitation_other_email = /** @type {(inputs: Refusal_Invitation_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette invitation est destinée à une autre adresse e-mail. Connectez-vous avec l’adresse à laquelle elle a été envoyée.`)
};

const nl_refusal_invitation_other_email = /** @type {(inputs: Refusal_Invitation_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze uitnodiging is voor een ander e-mailadres. Meld u aan met het adres waarnaar ze is gestuurd.`)
};

const es_refusal_invitation_other_email = /** @type {(inputs: Refusal_Invitation_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta invitación es para otra dirección de correo. Inicie sesión con la dirección a la que se envió.`)
};

const en_xa2_refusal_invitation_other_email = /** @type {(inputs: Refusal_Invitation_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íñṽíţáţíöñ íš ƒöŕ áñöţĥéŕ éɱáíļ áððŕéšš. Šíĝñ íñ ŵíţĥ ţĥé áððŕéšš íţ ŵáš šéñţ ţö. one two three four five six]`)
};

/**
* | output |
* | --- |
* | "This invitation is for another email address. Sign in with the address it was sent to." |
*
* @param {Refusal_Invitation_Other_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_invitation_other_email = /** @type {((inputs?: Refusal_Invitation_Other_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Invitation_Other_EmailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_invitation_other_email(inputs)
	if (locale === "fr") return fr_refusal_invitation_other_email(inputs)
	if (locale === "nl") return nl_refusal_invitation_other_email(inputs)
	if (locale === "es") return es_refusal_invitation_other_email(inputs)
	if (locale === "en-XA") return en_xa2_refusal_invitation_other_email(inputs)
	return en_refusal_invitation_other_email(inputs)
});