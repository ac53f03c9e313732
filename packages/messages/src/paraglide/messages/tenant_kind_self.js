/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenant_Kind_SelfInputs */

const en_tenant_kind_self = /** @type {(inputs: Tenant_Kind_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our own organisation`)
};

const de_tenant_kind_self = /** @type {(inputs: Tenant_Kind_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsere eigene Organisation`)
};

const fr_tenant_kind_self = /** @type {(inputs: Tenant_Kind_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre propre organisation`)
};

const nl_tenant_kind_self = /** @type {(inputs: Tenant_Kind_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onze eigen organisatie`)
};

const es_tenant_kind_self = /** @type {(inputs: Tenant_Kind_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuestra propia organización`)
};

const en_xa2_tenant_kind_self = /** @type {(inputs: Tenant_Kind_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öüŕ öŵñ öŕĝáñíšáţíöñ one ]`)
};

/**
* | output |
* | --- |
* | "Our own organisation" |
*
* @param {Tenant_Kind_SelfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_kind_self = /** @type {((inputs?: Tenant_Kind_SelfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_Kind_SelfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_kind_self(inputs)
	if (locale === "fr") return fr_tenant_kind_self(inputs)
	if (locale === "nl") return nl_tenant_kind_self(inputs)
	if (locale === "es") return es_tenant_kind_self(inputs)
	if (locale === "en-XA") return en_xa2_tenant_kind_self(inputs)
	return en_tenant_kind_self(inputs)
});