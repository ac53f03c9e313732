/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Some_TenantsInputs */

const en_dev_some_tenants = /** @type {(inputs: Dev_Some_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only some tenants`)
};

const de_dev_some_tenants = /** @type {(inputs: Dev_Some_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur einige Mandanten`)
};

const fr_dev_some_tenants = /** @type {(inputs: Dev_Some_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seulement certaines entités`)
};

const nl_dev_some_tenants = /** @type {(inputs: Dev_Some_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen bepaalde tenants`)
};

const es_dev_some_tenants = /** @type {(inputs: Dev_Some_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo algunos inquilinos`)
};

const en_xa2_dev_some_tenants = /** @type {(inputs: Dev_Some_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñļý šöɱé ţéñáñţš one]`)
};

/**
* | output |
* | --- |
* | "Only some tenants" |
*
* @param {Dev_Some_TenantsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_some_tenants = /** @type {((inputs?: Dev_Some_TenantsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Some_TenantsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_some_tenants(inputs)
	if (locale === "fr") return fr_dev_some_tenants(inputs)
	if (locale === "nl") return nl_dev_some_tenants(inputs)
	if (locale === "es") return es_dev_some_tenants(inputs)
	if (locale === "en-XA") return en_xa2_dev_some_tenants(inputs)
	return en_dev_some_tenants(inputs)
});