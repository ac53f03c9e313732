/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Signin_Sso_FoundInputs */

const en_signin_sso_found = /** @type {(inputs: Signin_Sso_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Addresses at ${i?.domain} sign in through your organisation’s identity provider.`)
};

const de_signin_sso_found = /** @type {(inputs: Signin_Sso_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Adressen bei ${i?.domain} melden sich über den Identitätsanbieter Ihrer Organisation an.`)
};

const fr_signin_sso_found = /** @type {(inputs: Signin_Sso_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les adresses de ${i?.domain} se connectent via le fournisseur d’identité de votre organisation.`)
};

const nl_signin_sso_found = /** @type {(inputs: Signin_Sso_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Adressen bij ${i?.domain} melden zich aan via de identiteitsprovider van uw organisatie.`)
};

const es_signin_sso_found = /** @type {(inputs: Signin_Sso_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las direcciones de ${i?.domain} inician sesión con el proveedor de identidad de su organización.`)
};

const en_xa2_signin_sso_found = /** @type {(inputs: Signin_Sso_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Åððŕéššéš áţ ${i?.domain} šíĝñ íñ ţĥŕöüĝĥ ýöüŕ öŕĝáñíšáţíöñ’š íðéñţíţý þŕöṽíðéŕ. one two three four five ]`)
};

/**
* | output |
* | --- |
* | "Addresses at {domain} sign in through your organisation’s identity provider." |
*
* @param {Signin_Sso_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_sso_found = /** @type {((inputs: Signin_Sso_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_Sso_FoundInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_sso_found(inputs)
	if (locale === "fr") return fr_signin_sso_found(inputs)
	if (locale === "nl") return nl_signin_sso_found(inputs)
	if (locale === "es") return es_signin_sso_found(inputs)
	if (locale === "en-XA") return en_xa2_signin_sso_found(inputs)
	return en_signin_sso_found(inputs)
});