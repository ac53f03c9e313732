/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Unlimited_TenantsInputs */

const en_billing_unlimited_tenants = /** @type {(inputs: Billing_Unlimited_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlimited active tenants`)
};

const de_billing_unlimited_tenants = /** @type {(inputs: Billing_Unlimited_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbegrenzt aktive Mandanten`)
};

const fr_billing_unlimited_tenants = /** @type {(inputs: Billing_Unlimited_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entités actives illimitées`)
};

const nl_billing_unlimited_tenants = /** @type {(inputs: Billing_Unlimited_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onbeperkt actieve tenants`)
};

const es_billing_unlimited_tenants = /** @type {(inputs: Billing_Unlimited_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquilinos activos ilimitados`)
};

const en_xa2_billing_unlimited_tenants = /** @type {(inputs: Billing_Unlimited_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûñļíɱíţéð áçţíṽé ţéñáñţš one t]`)
};

/**
* | output |
* | --- |
* | "Unlimited active tenants" |
*
* @param {Billing_Unlimited_TenantsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_unlimited_tenants = /** @type {((inputs?: Billing_Unlimited_TenantsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Unlimited_TenantsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_unlimited_tenants(inputs)
	if (locale === "fr") return fr_billing_unlimited_tenants(inputs)
	if (locale === "nl") return nl_billing_unlimited_tenants(inputs)
	if (locale === "es") return es_billing_unlimited_tenants(inputs)
	if (locale === "en-XA") return en_xa2_billing_unlimited_tenants(inputs)
	return en_billing_unlimited_tenants(inputs)
});