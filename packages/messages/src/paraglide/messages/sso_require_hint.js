/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Require_HintInputs */

const en_sso_require_hint = /** @type {(inputs: Sso_Require_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members with an address at a domain that requires it must sign in through the identity provider; their password and email-link sessions are refused.`)
};

const de_sso_require_hint = /** @type {(inputs: Sso_Require_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder mit einer Adresse einer Domain, die es verlangt, müssen sich über den Identitätsanbieter anmelden; Sitzungen mit Passwort oder E-Mail-Link werden abgewiesen.`)
};

const fr_sso_require_hint = /** @type {(inputs: Sso_Require_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les membres dont l’adresse est d’un domaine qui l’exige doivent se connecter via le fournisseur d’identité ; leurs sessions par mot de passe ou lien e-mail sont refusées.`)
};

const nl_sso_require_hint = /** @type {(inputs: Sso_Require_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leden met een adres van een domein dat het vereist, moeten zich aanmelden via de identiteitsprovider; hun sessies met wachtwoord of e-maillink worden geweigerd.`)
};

const es_sso_require_hint = /** @type {(inputs: Sso_Require_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los miembros con una dirección de un dominio que lo exige deben iniciar sesión con el proveedor de identidad; se rechazan sus sesiones con contraseña o enlace por correo.`)
};

const en_xa2_sso_require_hint = /** @type {(inputs: Sso_Require_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕš ŵíţĥ áñ áððŕéšš áţ á ðöɱáíñ ţĥáţ ŕéǫüíŕéš íţ ɱüšţ šíĝñ íñ ţĥŕöüĝĥ ţĥé íðéñţíţý þŕöṽíðéŕ; ţĥéíŕ þáššŵöŕð áñð éɱáíļ-ļíñķ šéššíöñš áŕé ŕéƒüšéð. one two three four five six seven eight nine ten ]`)
};

/**
* | output |
* | --- |
* | "Members with an address at a domain that requires it must sign in through the identity provider; their password and email-link sessions are refused." |
*
* @param {Sso_Require_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_require_hint = /** @type {((inputs?: Sso_Require_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Require_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_require_hint(inputs)
	if (locale === "fr") return fr_sso_require_hint(inputs)
	if (locale === "nl") return nl_sso_require_hint(inputs)
	if (locale === "es") return es_sso_require_hint(inputs)
	if (locale === "en-XA") return en_xa2_sso_require_hint(inputs)
	return en_sso_require_hint(inputs)
});