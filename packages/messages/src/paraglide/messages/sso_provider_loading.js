/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Provider_LoadingInputs */

const en_sso_provider_loading = /** @type {(inputs: Sso_Provider_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the identity provider…`)
};

const de_sso_provider_loading = /** @type {(inputs: Sso_Provider_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identitätsanbieter wird geladen…`)
};

const fr_sso_provider_loading = /** @type {(inputs: Sso_Provider_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du fournisseur d’identité…`)
};

const nl_sso_provider_loading = /** @type {(inputs: Sso_Provider_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identiteitsprovider wordt geladen…`)
};

const es_sso_provider_loading = /** @type {(inputs: Sso_Provider_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el proveedor de identidad…`)
};

const en_xa2_sso_provider_loading = /** @type {(inputs: Sso_Provider_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé íðéñţíţý þŕöṽíðéŕ… one two ]`)
};

/**
* | output |
* | --- |
* | "Loading the identity provider…" |
*
* @param {Sso_Provider_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_provider_loading = /** @type {((inputs?: Sso_Provider_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Provider_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_provider_loading(inputs)
	if (locale === "fr") return fr_sso_provider_loading(inputs)
	if (locale === "nl") return nl_sso_provider_loading(inputs)
	if (locale === "es") return es_sso_provider_loading(inputs)
	if (locale === "en-XA") return en_xa2_sso_provider_loading(inputs)
	return en_sso_provider_loading(inputs)
});