/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenant_Shared_ReadonlyInputs */

const en_tenant_shared_readonly = /** @type {(inputs: Tenant_Shared_ReadonlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared with you read-only.`)
};

const de_tenant_shared_readonly = /** @type {(inputs: Tenant_Shared_ReadonlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schreibgeschützt mit Ihnen geteilt.`)
};

const fr_tenant_shared_readonly = /** @type {(inputs: Tenant_Shared_ReadonlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partagé avec vous en lecture seule.`)
};

const nl_tenant_shared_readonly = /** @type {(inputs: Tenant_Shared_ReadonlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen-lezen met u gedeeld.`)
};

const es_tenant_shared_readonly = /** @type {(inputs: Tenant_Shared_ReadonlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartido con usted en solo lectura.`)
};

const en_xa2_tenant_shared_readonly = /** @type {(inputs: Tenant_Shared_ReadonlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕéð ŵíţĥ ýöü ŕéáð-öñļý. one tw]`)
};

/**
* | output |
* | --- |
* | "Shared with you read-only." |
*
* @param {Tenant_Shared_ReadonlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_shared_readonly = /** @type {((inputs?: Tenant_Shared_ReadonlyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_Shared_ReadonlyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_shared_readonly(inputs)
	if (locale === "fr") return fr_tenant_shared_readonly(inputs)
	if (locale === "nl") return nl_tenant_shared_readonly(inputs)
	if (locale === "es") return es_tenant_shared_readonly(inputs)
	if (locale === "en-XA") return en_xa2_tenant_shared_readonly(inputs)
	return en_tenant_shared_readonly(inputs)
});