/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Provider_TitleInputs */

const en_sso_provider_title = /** @type {(inputs: Sso_Provider_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identity provider (OIDC)`)
};

const de_sso_provider_title = /** @type {(inputs: Sso_Provider_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identitätsanbieter (OIDC)`)
};

const fr_sso_provider_title = /** @type {(inputs: Sso_Provider_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fournisseur d’identité (OIDC)`)
};

const nl_sso_provider_title = /** @type {(inputs: Sso_Provider_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identiteitsprovider (OIDC)`)
};

const es_sso_provider_title = /** @type {(inputs: Sso_Provider_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proveedor de identidad (OIDC)`)
};

const en_xa2_sso_provider_title = /** @type {(inputs: Sso_Provider_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îðéñţíţý þŕöṽíðéŕ (ÖÎÐÇ) one t]`)
};

/**
* | output |
* | --- |
* | "Identity provider (OIDC)" |
*
* @param {Sso_Provider_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_provider_title = /** @type {((inputs?: Sso_Provider_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Provider_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_provider_title(inputs)
	if (locale === "fr") return fr_sso_provider_title(inputs)
	if (locale === "nl") return nl_sso_provider_title(inputs)
	if (locale === "es") return es_sso_provider_title(inputs)
	if (locale === "en-XA") return en_xa2_sso_provider_title(inputs)
	return en_sso_provider_title(inputs)
});