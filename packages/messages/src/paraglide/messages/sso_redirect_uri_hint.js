/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Redirect_Uri_HintInputs */

const en_sso_redirect_uri_hint = /** @type {(inputs: Sso_Redirect_Uri_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register this address with your provider as the sign-in redirect.`)
};

const de_sso_redirect_uri_hint = /** @type {(inputs: Sso_Redirect_Uri_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tragen Sie diese Adresse bei Ihrem Anbieter als Weiterleitung nach der Anmeldung ein.`)
};

const fr_sso_redirect_uri_hint = /** @type {(inputs: Sso_Redirect_Uri_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrez cette adresse chez votre fournisseur comme redirection après connexion.`)
};

const nl_sso_redirect_uri_hint = /** @type {(inputs: Sso_Redirect_Uri_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registreer dit adres bij uw provider als redirect na het aanmelden.`)
};

const es_sso_redirect_uri_hint = /** @type {(inputs: Sso_Redirect_Uri_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registre esta dirección en su proveedor como redirección tras el inicio de sesión.`)
};

const en_xa2_sso_redirect_uri_hint = /** @type {(inputs: Sso_Redirect_Uri_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéĝíšţéŕ ţĥíš áððŕéšš ŵíţĥ ýöüŕ þŕöṽíðéŕ áš ţĥé šíĝñ-íñ ŕéðíŕéçţ. one two three four f]`)
};

/**
* | output |
* | --- |
* | "Register this address with your provider as the sign-in redirect." |
*
* @param {Sso_Redirect_Uri_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_redirect_uri_hint = /** @type {((inputs?: Sso_Redirect_Uri_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Redirect_Uri_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_redirect_uri_hint(inputs)
	if (locale === "fr") return fr_sso_redirect_uri_hint(inputs)
	if (locale === "nl") return nl_sso_redirect_uri_hint(inputs)
	if (locale === "es") return es_sso_redirect_uri_hint(inputs)
	if (locale === "en-XA") return en_xa2_sso_redirect_uri_hint(inputs)
	return en_sso_redirect_uri_hint(inputs)
});