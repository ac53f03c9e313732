/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Redirect_UriInputs */

const en_sso_redirect_uri = /** @type {(inputs: Sso_Redirect_UriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirect URI`)
};

const de_sso_redirect_uri = /** @type {(inputs: Sso_Redirect_UriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiterleitungs-URI`)
};

const fr_sso_redirect_uri = /** @type {(inputs: Sso_Redirect_UriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI de redirection`)
};

const nl_sso_redirect_uri = /** @type {(inputs: Sso_Redirect_UriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirect-URI`)
};

const es_sso_redirect_uri = /** @type {(inputs: Sso_Redirect_UriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URI de redirección`)
};

const en_xa2_sso_redirect_uri = /** @type {(inputs: Sso_Redirect_UriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéðíŕéçţ ÛŔÎ o]`)
};

/**
* | output |
* | --- |
* | "Redirect URI" |
*
* @param {Sso_Redirect_UriInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_redirect_uri = /** @type {((inputs?: Sso_Redirect_UriInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Redirect_UriInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_redirect_uri(inputs)
	if (locale === "fr") return fr_sso_redirect_uri(inputs)
	if (locale === "nl") return nl_sso_redirect_uri(inputs)
	if (locale === "es") return es_sso_redirect_uri(inputs)
	if (locale === "en-XA") return en_xa2_sso_redirect_uri(inputs)
	return en_sso_redirect_uri(inputs)
});