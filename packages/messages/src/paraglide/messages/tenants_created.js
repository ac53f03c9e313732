/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tenants_CreatedInputs */

const en_tenants_created = /** @type {(inputs: Tenants_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} created`)
};

const de_tenants_created = /** @type {(inputs: Tenants_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} angelegt`)
};

const fr_tenants_created = /** @type {(inputs: Tenants_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} créée`)
};

const nl_tenants_created = /** @type {(inputs: Tenants_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} aangemaakt`)
};

const es_tenants_created = /** @type {(inputs: Tenants_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} creado`)
};

const en_xa2_tenants_created = /** @type {(inputs: Tenants_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} çŕéáţéð on]`)
};

/**
* | output |
* | --- |
* | "{name} created" |
*
* @param {Tenants_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_created = /** @type {((inputs: Tenants_CreatedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_CreatedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_created(inputs)
	if (locale === "fr") return fr_tenants_created(inputs)
	if (locale === "nl") return nl_tenants_created(inputs)
	if (locale === "es") return es_tenants_created(inputs)
	if (locale === "en-XA") return en_xa2_tenants_created(inputs)
	return en_tenants_created(inputs)
});