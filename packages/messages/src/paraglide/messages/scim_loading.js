/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_LoadingInputs */

const en_scim_loading = /** @type {(inputs: Scim_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading SCIM tokens…`)
};

const de_scim_loading = /** @type {(inputs: Scim_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-Tokens werden geladen…`)
};

const fr_scim_loading = /** @type {(inputs: Scim_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des jetons SCIM…`)
};

const nl_scim_loading = /** @type {(inputs: Scim_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-tokens laden…`)
};

const es_scim_loading = /** @type {(inputs: Scim_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando tokens SCIM…`)
};

const en_xa2_scim_loading = /** @type {(inputs: Scim_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ŠÇÎṀ ţöķéñš… one ]`)
};

/**
* | output |
* | --- |
* | "Loading SCIM tokens…" |
*
* @param {Scim_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_loading = /** @type {((inputs?: Scim_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_loading(inputs)
	if (locale === "fr") return fr_scim_loading(inputs)
	if (locale === "nl") return nl_scim_loading(inputs)
	if (locale === "es") return es_scim_loading(inputs)
	if (locale === "en-XA") return en_xa2_scim_loading(inputs)
	return en_scim_loading(inputs)
});