/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenant_LoadingInputs */

const en_tenant_loading = /** @type {(inputs: Tenant_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading tenant`)
};

const de_tenant_loading = /** @type {(inputs: Tenant_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandant wird geladen`)
};

const fr_tenant_loading = /** @type {(inputs: Tenant_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l’entité`)
};

const nl_tenant_loading = /** @type {(inputs: Tenant_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant laden`)
};

const es_tenant_loading = /** @type {(inputs: Tenant_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el inquilino`)
};

const en_xa2_tenant_loading = /** @type {(inputs: Tenant_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţéñáñţ on]`)
};

/**
* | output |
* | --- |
* | "Loading tenant" |
*
* @param {Tenant_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_loading = /** @type {((inputs?: Tenant_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_loading(inputs)
	if (locale === "fr") return fr_tenant_loading(inputs)
	if (locale === "nl") return nl_tenant_loading(inputs)
	if (locale === "es") return es_tenant_loading(inputs)
	if (locale === "en-XA") return en_xa2_tenant_loading(inputs)
	return en_tenant_loading(inputs)
});