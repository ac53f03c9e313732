/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Tenant_Name_TakenInputs */

const en_refusal_tenant_name_taken = /** @type {(inputs: Refusal_Tenant_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An active tenant already has this name.`)
};

const de_refusal_tenant_name_taken = /** @type {(inputs: Refusal_Tenant_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein aktiver Mandant hat bereits diesen Namen.`)
};

const fr_refusal_tenant_name_taken = /** @type {(inputs: Refusal_Tenant_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une entité active porte déjà ce nom.`)
};

const nl_refusal_tenant_name_taken = /** @type {(inputs: Refusal_Tenant_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een actieve tenant heeft deze naam al.`)
};

const es_refusal_tenant_name_taken = /** @type {(inputs: Refusal_Tenant_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un inquilino activo ya tiene este nombre.`)
};

const en_xa2_refusal_tenant_name_taken = /** @type {(inputs: Refusal_Tenant_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñ áçţíṽé ţéñáñţ áļŕéáðý ĥáš ţĥíš ñáɱé. one two thr]`)
};

/**
* | output |
* | --- |
* | "An active tenant already has this name." |
*
* @param {Refusal_Tenant_Name_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_tenant_name_taken = /** @type {((inputs?: Refusal_Tenant_Name_TakenInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Tenant_Name_TakenInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_tenant_name_taken(inputs)
	if (locale === "fr") return fr_refusal_tenant_name_taken(inputs)
	if (locale === "nl") return nl_refusal_tenant_name_taken(inputs)
	if (locale === "es") return es_refusal_tenant_name_taken(inputs)
	if (locale === "en-XA") return en_xa2_refusal_tenant_name_taken(inputs)
	return en_refusal_tenant_name_taken(inputs)
});