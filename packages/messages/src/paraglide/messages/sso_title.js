/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_TitleInputs */

const en_sso_title = /** @type {(inputs: Sso_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Single sign-on`)
};

const de_sso_title = /** @type {(inputs: Sso_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Single Sign-on`)
};

const fr_sso_title = /** @type {(inputs: Sso_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentification unique (SSO)`)
};

const nl_sso_title = /** @type {(inputs: Sso_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eenmalige aanmelding (SSO)`)
};

const es_sso_title = /** @type {(inputs: Sso_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de sesión único (SSO)`)
};

const en_xa2_sso_title = /** @type {(inputs: Sso_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíñĝļé šíĝñ-öñ on]`)
};

/**
* | output |
* | --- |
* | "Single sign-on" |
*
* @param {Sso_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_title = /** @type {((inputs?: Sso_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_title(inputs)
	if (locale === "fr") return fr_sso_title(inputs)
	if (locale === "nl") return nl_sso_title(inputs)
	if (locale === "es") return es_sso_title(inputs)
	if (locale === "en-XA") return en_xa2_sso_title(inputs)
	return en_sso_title(inputs)
});