/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_Filter_ArchivedInputs */

const en_tenants_filter_archived = /** @type {(inputs: Tenants_Filter_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archived`)
};

const de_tenants_filter_archived = /** @type {(inputs: Tenants_Filter_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archiviert`)
};

const fr_tenants_filter_archived = /** @type {(inputs: Tenants_Filter_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivées`)
};

const nl_tenants_filter_archived = /** @type {(inputs: Tenants_Filter_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gearchiveerd`)
};

const es_tenants_filter_archived = /** @type {(inputs: Tenants_Filter_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivados`)
};

const en_xa2_tenants_filter_archived = /** @type {(inputs: Tenants_Filter_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åŕçĥíṽéð ]`)
};

/**
* | output |
* | --- |
* | "Archived" |
*
* @param {Tenants_Filter_ArchivedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_filter_archived = /** @type {((inputs?: Tenants_Filter_ArchivedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Filter_ArchivedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_filter_archived(inputs)
	if (locale === "fr") return fr_tenants_filter_archived(inputs)
	if (locale === "nl") return nl_tenants_filter_archived(inputs)
	if (locale === "es") return es_tenants_filter_archived(inputs)
	if (locale === "en-XA") return en_xa2_tenants_filter_archived(inputs)
	return en_tenants_filter_archived(inputs)
});