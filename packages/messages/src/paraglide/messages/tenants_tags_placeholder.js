/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_Tags_PlaceholderInputs */

const en_tenants_tags_placeholder = /** @type {(inputs: Tenants_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eu, critical-supplier`)
};

const de_tenants_tags_placeholder = /** @type {(inputs: Tenants_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eu, kritischer-lieferant`)
};

const fr_tenants_tags_placeholder = /** @type {(inputs: Tenants_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ue, fournisseur-critique`)
};

const nl_tenants_tags_placeholder = /** @type {(inputs: Tenants_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eu, kritieke-leverancier`)
};

const es_tenants_tags_placeholder = /** @type {(inputs: Tenants_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ue, proveedor-critico`)
};

const en_xa2_tenants_tags_placeholder = /** @type {(inputs: Tenants_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éü, çŕíţíçáļ-šüþþļíéŕ one ]`)
};

/**
* | output |
* | --- |
* | "eu, critical-supplier" |
*
* @param {Tenants_Tags_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_tags_placeholder = /** @type {((inputs?: Tenants_Tags_PlaceholderInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Tags_PlaceholderInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_tags_placeholder(inputs)
	if (locale === "fr") return fr_tenants_tags_placeholder(inputs)
	if (locale === "nl") return nl_tenants_tags_placeholder(inputs)
	if (locale === "es") return es_tenants_tags_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_tenants_tags_placeholder(inputs)
	return en_tenants_tags_placeholder(inputs)
});