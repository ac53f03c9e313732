/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Sso_Require_OfInputs */

const en_sso_require_of = /** @type {(inputs: Sso_Require_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Require single sign-on for ${i?.domain}`)
};

const de_sso_require_of = /** @type {(inputs: Sso_Require_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Single Sign-on für ${i?.domain} verlangen`)
};

const fr_sso_require_of = /** @type {(inputs: Sso_Require_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exiger l’authentification unique pour ${i?.domain}`)
};

const nl_sso_require_of = /** @type {(inputs: Sso_Require_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Single sign-on vereisen voor ${i?.domain}`)
};

const es_sso_require_of = /** @type {(inputs: Sso_Require_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exigir inicio de sesión único para ${i?.domain}`)
};

const en_xa2_sso_require_of = /** @type {(inputs: Sso_Require_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéǫüíŕé šíñĝļé šíĝñ-öñ ƒöŕ ${i?.domain} one two t]`)
};

/**
* | output |
* | --- |
* | "Require single sign-on for {domain}" |
*
* @param {Sso_Require_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_require_of = /** @type {((inputs: Sso_Require_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Require_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_require_of(inputs)
	if (locale === "fr") return fr_sso_require_of(inputs)
	if (locale === "nl") return nl_sso_require_of(inputs)
	if (locale === "es") return es_sso_require_of(inputs)
	if (locale === "en-XA") return en_xa2_sso_require_of(inputs)
	return en_sso_require_of(inputs)
});