/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limit_TenantsInputs */

const en_limit_tenants = /** @type {(inputs: Limit_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active tenants`)
};

const de_limit_tenants = /** @type {(inputs: Limit_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktive Mandanten`)
};

const fr_limit_tenants = /** @type {(inputs: Limit_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entités actives`)
};

const nl_limit_tenants = /** @type {(inputs: Limit_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actieve tenants`)
};

const es_limit_tenants = /** @type {(inputs: Limit_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquilinos activos`)
};

const en_xa2_limit_tenants = /** @type {(inputs: Limit_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åçţíṽé ţéñáñţš on]`)
};

/**
* | output |
* | --- |
* | "Active tenants" |
*
* @param {Limit_TenantsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const limit_tenants = /** @type {((inputs?: Limit_TenantsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limit_TenantsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_limit_tenants(inputs)
	if (locale === "fr") return fr_limit_tenants(inputs)
	if (locale === "nl") return nl_limit_tenants(inputs)
	if (locale === "es") return es_limit_tenants(inputs)
	if (locale === "en-XA") return en_xa2_limit_tenants(inputs)
	return en_limit_tenants(inputs)
});