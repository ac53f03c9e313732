/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_RequireInputs */

const en_sso_require = /** @type {(inputs: Sso_RequireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Require single sign-on`)
};

const de_sso_require = /** @type {(inputs: Sso_RequireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Single Sign-on verlangen`)
};

const fr_sso_require = /** @type {(inputs: Sso_RequireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exiger l’authentification unique`)
};

const nl_sso_require = /** @type {(inputs: Sso_RequireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Single sign-on vereisen`)
};

const es_sso_require = /** @type {(inputs: Sso_RequireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exigir inicio de sesión único`)
};

const en_xa2_sso_require = /** @type {(inputs: Sso_RequireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫüíŕé šíñĝļé šíĝñ-öñ one t]`)
};

/**
* | output |
* | --- |
* | "Require single sign-on" |
*
* @param {Sso_RequireInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_require = /** @type {((inputs?: Sso_RequireInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_RequireInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_require(inputs)
	if (locale === "fr") return fr_sso_require(inputs)
	if (locale === "nl") return nl_sso_require(inputs)
	if (locale === "es") return es_sso_require(inputs)
	if (locale === "en-XA") return en_xa2_sso_require(inputs)
	return en_sso_require(inputs)
});