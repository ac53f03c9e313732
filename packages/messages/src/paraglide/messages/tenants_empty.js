/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_EmptyInputs */

const en_tenants_empty = /** @type {(inputs: Tenants_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tenants yet`)
};

const de_tenants_empty = /** @type {(inputs: Tenants_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Mandanten`)
};

const fr_tenants_empty = /** @type {(inputs: Tenants_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune entité pour l’instant`)
};

const nl_tenants_empty = /** @type {(inputs: Tenants_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog geen tenants`)
};

const es_tenants_empty = /** @type {(inputs: Tenants_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay inquilinos`)
};

const en_xa2_tenants_empty = /** @type {(inputs: Tenants_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ţéñáñţš ýéţ on]`)
};

/**
* | output |
* | --- |
* | "No tenants yet" |
*
* @param {Tenants_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_empty = /** @type {((inputs?: Tenants_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_EmptyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_empty(inputs)
	if (locale === "fr") return fr_tenants_empty(inputs)
	if (locale === "nl") return nl_tenants_empty(inputs)
	if (locale === "es") return es_tenants_empty(inputs)
	if (locale === "en-XA") return en_xa2_tenants_empty(inputs)
	return en_tenants_empty(inputs)
});