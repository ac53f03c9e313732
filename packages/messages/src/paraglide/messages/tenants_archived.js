/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tenants_ArchivedInputs */

const en_tenants_archived = /** @type {(inputs: Tenants_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} archived`)
};

const de_tenants_archived = /** @type {(inputs: Tenants_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} archiviert`)
};

const fr_tenants_archived = /** @type {(inputs: Tenants_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} archivée`)
};

const nl_tenants_archived = /** @type {(inputs: Tenants_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gearchiveerd`)
};

const es_tenants_archived = /** @type {(inputs: Tenants_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} archivado`)
};

const en_xa2_tenants_archived = /** @type {(inputs: Tenants_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} áŕçĥíṽéð on]`)
};

/**
* | output |
* | --- |
* | "{name} archived" |
*
* @param {Tenants_ArchivedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_archived = /** @type {((inputs: Tenants_ArchivedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_ArchivedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_archived(inputs)
	if (locale === "fr") return fr_tenants_archived(inputs)
	if (locale === "nl") return nl_tenants_archived(inputs)
	if (locale === "es") return es_tenants_archived(inputs)
	if (locale === "en-XA") return en_xa2_tenants_archived(inputs)
	return en_tenants_archived(inputs)
});