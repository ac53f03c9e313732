/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_LoadingInputs */

const en_sso_loading = /** @type {(inputs: Sso_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading domains…`)
};

const de_sso_loading = /** @type {(inputs: Sso_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domains werden geladen…`)
};

const fr_sso_loading = /** @type {(inputs: Sso_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des domaines…`)
};

const nl_sso_loading = /** @type {(inputs: Sso_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domeinen worden geladen…`)
};

const es_sso_loading = /** @type {(inputs: Sso_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando dominios…`)
};

const en_xa2_sso_loading = /** @type {(inputs: Sso_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ðöɱáíñš… one]`)
};

/**
* | output |
* | --- |
* | "Loading domains…" |
*
* @param {Sso_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_loading = /** @type {((inputs?: Sso_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_loading(inputs)
	if (locale === "fr") return fr_sso_loading(inputs)
	if (locale === "nl") return nl_sso_loading(inputs)
	if (locale === "es") return es_sso_loading(inputs)
	if (locale === "en-XA") return en_xa2_sso_loading(inputs)
	return en_sso_loading(inputs)
});