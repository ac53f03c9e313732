/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenant_Kind_SupplierInputs */

const en_tenant_kind_supplier = /** @type {(inputs: Tenant_Kind_SupplierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supplier`)
};

const de_tenant_kind_supplier = /** @type {(inputs: Tenant_Kind_SupplierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieferant`)
};

const fr_tenant_kind_supplier = /** @type {(inputs: Tenant_Kind_SupplierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fournisseur`)
};

const nl_tenant_kind_supplier = /** @type {(inputs: Tenant_Kind_SupplierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leverancier`)
};

const es_tenant_kind_supplier = /** @type {(inputs: Tenant_Kind_SupplierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proveedor`)
};

const en_xa2_tenant_kind_supplier = /** @type {(inputs: Tenant_Kind_SupplierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþļíéŕ ]`)
};

/**
* | output |
* | --- |
* | "Supplier" |
*
* @param {Tenant_Kind_SupplierInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_kind_supplier = /** @type {((inputs?: Tenant_Kind_SupplierInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_Kind_SupplierInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_kind_supplier(inputs)
	if (locale === "fr") return fr_tenant_kind_supplier(inputs)
	if (locale === "nl") return nl_tenant_kind_supplier(inputs)
	if (locale === "es") return es_tenant_kind_supplier(inputs)
	if (locale === "en-XA") return en_xa2_tenant_kind_supplier(inputs)
	return en_tenant_kind_supplier(inputs)
});