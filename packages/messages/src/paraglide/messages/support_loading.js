/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_LoadingInputs */

const en_support_loading = /** @type {(inputs: Support_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading support access`)
};

const de_support_loading = /** @type {(inputs: Support_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support-Zugriff wird geladen`)
};

const fr_support_loading = /** @type {(inputs: Support_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l’accès du support`)
};

const nl_support_loading = /** @type {(inputs: Support_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegang voor support laden`)
};

const es_support_loading = /** @type {(inputs: Support_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el acceso de soporte`)
};

const en_xa2_support_loading = /** @type {(inputs: Support_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ šüþþöŕţ áççéšš one t]`)
};

/**
* | output |
* | --- |
* | "Loading support access" |
*
* @param {Support_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_loading = /** @type {((inputs?: Support_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_loading(inputs)
	if (locale === "fr") return fr_support_loading(inputs)
	if (locale === "nl") return nl_support_loading(inputs)
	if (locale === "es") return es_support_loading(inputs)
	if (locale === "en-XA") return en_xa2_support_loading(inputs)
	return en_support_loading(inputs)
});