/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_NewInputs */

const en_tenants_new = /** @type {(inputs: Tenants_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New tenant`)
};

const de_tenants_new = /** @type {(inputs: Tenants_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuer Mandant`)
};

const fr_tenants_new = /** @type {(inputs: Tenants_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle entité`)
};

const nl_tenants_new = /** @type {(inputs: Tenants_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nieuwe tenant`)
};

const es_tenants_new = /** @type {(inputs: Tenants_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo inquilino`)
};

const en_xa2_tenants_new = /** @type {(inputs: Tenants_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ţéñáñţ o]`)
};

/**
* | output |
* | --- |
* | "New tenant" |
*
* @param {Tenants_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_new = /** @type {((inputs?: Tenants_NewInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_NewInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_new(inputs)
	if (locale === "fr") return fr_tenants_new(inputs)
	if (locale === "nl") return nl_tenants_new(inputs)
	if (locale === "es") return es_tenants_new(inputs)
	if (locale === "en-XA") return en_xa2_tenants_new(inputs)
	return en_tenants_new(inputs)
});