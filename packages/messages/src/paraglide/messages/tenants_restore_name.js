/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tenants_Restore_NameInputs */

const en_tenants_restore_name = /** @type {(inputs: Tenants_Restore_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Restore ${i?.name}`)
};

const de_tenants_restore_name = /** @type {(inputs: Tenants_Restore_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} wiederherstellen`)
};

const fr_tenants_restore_name = /** @type {(inputs: Tenants_Restore_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Restaurer ${i?.name}`)
};

const nl_tenants_restore_name = /** @type {(inputs: Tenants_Restore_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} herstellen`)
};

const es_tenants_restore_name = /** @type {(inputs: Tenants_Restore_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Restaurar ${i?.name}`)
};

const en_xa2_tenants_restore_name = /** @type {(inputs: Tenants_Restore_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéšţöŕé ${i?.name} on]`)
};

/**
* | output |
* | --- |
* | "Restore {name}" |
*
* @param {Tenants_Restore_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_restore_name = /** @type {((inputs: Tenants_Restore_NameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Restore_NameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_restore_name(inputs)
	if (locale === "fr") return fr_tenants_restore_name(inputs)
	if (locale === "nl") return nl_tenants_restore_name(inputs)
	if (locale === "es") return es_tenants_restore_name(inputs)
	if (locale === "en-XA") return en_xa2_tenants_restore_name(inputs)
	return en_tenants_restore_name(inputs)
});