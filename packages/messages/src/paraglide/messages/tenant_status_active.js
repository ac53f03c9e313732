/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenant_Status_ActiveInputs */

const en_tenant_status_active = /** @type {(inputs: Tenant_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

const de_tenant_status_active = /** @type {(inputs: Tenant_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiv`)
};

const fr_tenant_status_active = /** @type {(inputs: Tenant_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actif`)
};

const nl_tenant_status_active = /** @type {(inputs: Tenant_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actief`)
};

const es_tenant_status_active = /** @type {(inputs: Tenant_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activo`)
};

const en_xa2_tenant_status_active = /** @type {(inputs: Tenant_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åçţíṽé ]`)
};

/**
* | output |
* | --- |
* | "Active" |
*
* @param {Tenant_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_status_active = /** @type {((inputs?: Tenant_Status_ActiveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_Status_ActiveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_status_active(inputs)
	if (locale === "fr") return fr_tenant_status_active(inputs)
	if (locale === "nl") return nl_tenant_status_active(inputs)
	if (locale === "es") return es_tenant_status_active(inputs)
	if (locale === "en-XA") return en_xa2_tenant_status_active(inputs)
	return en_tenant_status_active(inputs)
});