/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Tenant_ArchivedInputs */

const en_refusal_tenant_archived = /** @type {(inputs: Refusal_Tenant_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tenant is archived: restore it first.`)
};

const de_refusal_tenant_archived = /** @type {(inputs: Refusal_Tenant_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Mandant ist archiviert: Stellen Sie ihn zuerst wieder her.`)
};

const fr_refusal_tenant_archived = /** @type {(inputs: Refusal_Tenant_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette entité est archivée : restaurez-la d’abord.`)
};

const nl_refusal_tenant_archived = /** @type {(inputs: Refusal_Tenant_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze tenant is gearchiveerd: herstel hem eerst.`)
};

const es_refusal_tenant_archived = /** @type {(inputs: Refusal_Tenant_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este inquilino está archivado: restáurelo primero.`)
};

const en_xa2_refusal_tenant_archived = /** @type {(inputs: Refusal_Tenant_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ţéñáñţ íš áŕçĥíṽéð: ŕéšţöŕé íţ ƒíŕšţ. one two thre]`)
};

/**
* | output |
* | --- |
* | "This tenant is archived: restore it first." |
*
* @param {Refusal_Tenant_ArchivedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_tenant_archived = /** @type {((inputs?: Refusal_Tenant_ArchivedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Tenant_ArchivedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_tenant_archived(inputs)
	if (locale === "fr") return fr_refusal_tenant_archived(inputs)
	if (locale === "nl") return nl_refusal_tenant_archived(inputs)
	if (locale === "es") return es_refusal_tenant_archived(inputs)
	if (locale === "en-XA") return en_xa2_refusal_tenant_archived(inputs)
	return en_refusal_tenant_archived(inputs)
});