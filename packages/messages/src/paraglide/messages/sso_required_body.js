/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Required_BodyInputs */

const en_sso_required_body = /** @type {(inputs: Sso_Required_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members with an address at your organisation’s domain sign in through its identity provider. Sign in with it again to continue.`)
};

const de_sso_required_body = /** @type {(inputs: Sso_Required_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder mit einer Adresse der Domain Ihrer Organisation melden sich über deren Identitätsanbieter an. Melden Sie sich erneut damit an, um fortzufahren.`)
};

const fr_sso_required_body = /** @type {(inputs: Sso_Required_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les membres dont l’adresse est du domaine de votre organisation se connectent via son fournisseur d’identité. Reconnectez-vous ainsi pour continuer.`)
};

const nl_sso_required_body = /** @type {(inputs: Sso_Required_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leden met een adres van het domein van uw organisatie melden zich aan via haar identiteitsprovider. Meld u daarmee opnieuw aan om verder te gaan.`)
};

const es_sso_required_body = /** @type {(inputs: Sso_Required_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los miembros con una dirección del dominio de su organización inician sesión con su proveedor de identidad. Vuelva a iniciar sesión así para continuar.`)
};

const en_xa2_sso_required_body = /** @type {(inputs: Sso_Required_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕš ŵíţĥ áñ áððŕéšš áţ ýöüŕ öŕĝáñíšáţíöñ’š ðöɱáíñ šíĝñ íñ ţĥŕöüĝĥ íţš íðéñţíţý þŕöṽíðéŕ. Šíĝñ íñ ŵíţĥ íţ áĝáíñ ţö çöñţíñüé. one two three four five six seven eight n]`)
};

/**
* | output |
* | --- |
* | "Members with an address at your organisation’s domain sign in through its identity provider. Sign in with it again to continue." |
*
* @param {Sso_Required_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_required_body = /** @type {((inputs?: Sso_Required_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Required_BodyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_required_body(inputs)
	if (locale === "fr") return fr_sso_required_body(inputs)
	if (locale === "nl") return nl_sso_required_body(inputs)
	if (locale === "es") return es_sso_required_body(inputs)
	if (locale === "en-XA") return en_xa2_sso_required_body(inputs)
	return en_sso_required_body(inputs)
});