/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organisation: NonNullable<unknown> }} Tenant_Shared_ByInputs */

const en_tenant_shared_by = /** @type {(inputs: Tenant_Shared_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shared with you by ${i?.organisation}`)
};

const de_tenant_shared_by = /** @type {(inputs: Tenant_Shared_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.organisation} mit Ihnen geteilt`)
};

const fr_tenant_shared_by = /** @type {(inputs: Tenant_Shared_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Partagé avec vous par ${i?.organisation}`)
};

const nl_tenant_shared_by = /** @type {(inputs: Tenant_Shared_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Met u gedeeld door ${i?.organisation}`)
};

const es_tenant_shared_by = /** @type {(inputs: Tenant_Shared_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compartido con usted por ${i?.organisation}`)
};

const en_xa2_tenant_shared_by = /** @type {(inputs: Tenant_Shared_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥáŕéð ŵíţĥ ýöü ƀý ${i?.organisation} one two t]`)
};

/**
* | output |
* | --- |
* | "Shared with you by {organisation}" |
*
* @param {Tenant_Shared_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_shared_by = /** @type {((inputs: Tenant_Shared_ByInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_Shared_ByInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_shared_by(inputs)
	if (locale === "fr") return fr_tenant_shared_by(inputs)
	if (locale === "nl") return nl_tenant_shared_by(inputs)
	if (locale === "es") return es_tenant_shared_by(inputs)
	if (locale === "en-XA") return en_xa2_tenant_shared_by(inputs)
	return en_tenant_shared_by(inputs)
});