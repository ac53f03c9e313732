/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_CreateInputs */

const en_tenants_create = /** @type {(inputs: Tenants_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create tenant`)
};

const de_tenants_create = /** @type {(inputs: Tenants_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandant anlegen`)
};

const fr_tenants_create = /** @type {(inputs: Tenants_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer l’entité`)
};

const nl_tenants_create = /** @type {(inputs: Tenants_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant aanmaken`)
};

const es_tenants_create = /** @type {(inputs: Tenants_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear inquilino`)
};

const en_xa2_tenants_create = /** @type {(inputs: Tenants_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé ţéñáñţ on]`)
};

/**
* | output |
* | --- |
* | "Create tenant" |
*
* @param {Tenants_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_create = /** @type {((inputs?: Tenants_CreateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_CreateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_create(inputs)
	if (locale === "fr") return fr_tenants_create(inputs)
	if (locale === "nl") return nl_tenants_create(inputs)
	if (locale === "es") return es_tenants_create(inputs)
	if (locale === "en-XA") return en_xa2_tenants_create(inputs)
	return en_tenants_create(inputs)
});