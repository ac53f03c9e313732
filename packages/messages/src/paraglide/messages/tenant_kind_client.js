/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenant_Kind_ClientInputs */

const en_tenant_kind_client = /** @type {(inputs: Tenant_Kind_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client`)
};

const de_tenant_kind_client = /** @type {(inputs: Tenant_Kind_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kunde`)
};

const fr_tenant_kind_client = /** @type {(inputs: Tenant_Kind_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client`)
};

const nl_tenant_kind_client = /** @type {(inputs: Tenant_Kind_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klant`)
};

const es_tenant_kind_client = /** @type {(inputs: Tenant_Kind_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliente`)
};

const en_xa2_tenant_kind_client = /** @type {(inputs: Tenant_Kind_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļíéñţ ]`)
};

/**
* | output |
* | --- |
* | "Client" |
*
* @param {Tenant_Kind_ClientInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_kind_client = /** @type {((inputs?: Tenant_Kind_ClientInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_Kind_ClientInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_kind_client(inputs)
	if (locale === "fr") return fr_tenant_kind_client(inputs)
	if (locale === "nl") return nl_tenant_kind_client(inputs)
	if (locale === "es") return es_tenant_kind_client(inputs)
	if (locale === "en-XA") return en_xa2_tenant_kind_client(inputs)
	return en_tenant_kind_client(inputs)
});