/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_Filter_ActiveInputs */

const en_tenants_filter_active = /** @type {(inputs: Tenants_Filter_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

const de_tenants_filter_active = /** @type {(inputs: Tenants_Filter_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiv`)
};

const fr_tenants_filter_active = /** @type {(inputs: Tenants_Filter_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actives`)
};

const nl_tenants_filter_active = /** @type {(inputs: Tenants_Filter_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actief`)
};

const es_tenants_filter_active = /** @type {(inputs: Tenants_Filter_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activos`)
};

const en_xa2_tenants_filter_active = /** @type {(inputs: Tenants_Filter_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åçţíṽé ]`)
};

/**
* | output |
* | --- |
* | "Active" |
*
* @param {Tenants_Filter_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_filter_active = /** @type {((inputs?: Tenants_Filter_ActiveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Filter_ActiveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_filter_active(inputs)
	if (locale === "fr") return fr_tenants_filter_active(inputs)
	if (locale === "nl") return nl_tenants_filter_active(inputs)
	if (locale === "es") return es_tenants_filter_active(inputs)
	if (locale === "en-XA") return en_xa2_tenants_filter_active(inputs)
	return en_tenants_filter_active(inputs)
});