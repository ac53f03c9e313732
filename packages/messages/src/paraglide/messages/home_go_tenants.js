/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Go_TenantsInputs */

const en_home_go_tenants = /** @type {(inputs: Home_Go_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to tenants`)
};

const de_home_go_tenants = /** @type {(inputs: Home_Go_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu den Mandanten`)
};

const fr_home_go_tenants = /** @type {(inputs: Home_Go_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller aux entités`)
};

const nl_home_go_tenants = /** @type {(inputs: Home_Go_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naar tenants`)
};

const es_home_go_tenants = /** @type {(inputs: Home_Go_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a los inquilinos`)
};

const en_xa2_home_go_tenants = /** @type {(inputs: Home_Go_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝö ţö ţéñáñţš on]`)
};

/**
* | output |
* | --- |
* | "Go to tenants" |
*
* @param {Home_Go_TenantsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const home_go_tenants = /** @type {((inputs?: Home_Go_TenantsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Go_TenantsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_go_tenants(inputs)
	if (locale === "fr") return fr_home_go_tenants(inputs)
	if (locale === "nl") return nl_home_go_tenants(inputs)
	if (locale === "es") return es_home_go_tenants(inputs)
	if (locale === "en-XA") return en_xa2_home_go_tenants(inputs)
	return en_home_go_tenants(inputs)
});