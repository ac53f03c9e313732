/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tenants_RestoredInputs */

const en_tenants_restored = /** @type {(inputs: Tenants_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} restored`)
};

const de_tenants_restored = /** @type {(inputs: Tenants_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} wiederhergestellt`)
};

const fr_tenants_restored = /** @type {(inputs: Tenants_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} restaurée`)
};

const nl_tenants_restored = /** @type {(inputs: Tenants_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hersteld`)
};

const es_tenants_restored = /** @type {(inputs: Tenants_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} restaurado`)
};

const en_xa2_tenants_restored = /** @type {(inputs: Tenants_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ŕéšţöŕéð on]`)
};

/**
* | output |
* | --- |
* | "{name} restored" |
*
* @param {Tenants_RestoredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_restored = /** @type {((inputs: Tenants_RestoredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_RestoredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_restored(inputs)
	if (locale === "fr") return fr_tenants_restored(inputs)
	if (locale === "nl") return nl_tenants_restored(inputs)
	if (locale === "es") return es_tenants_restored(inputs)
	if (locale === "en-XA") return en_xa2_tenants_restored(inputs)
	return en_tenants_restored(inputs)
});