/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_DescriptionInputs */

const en_tenants_description = /** @type {(inputs: Tenants_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The organisations you assess.`)
};

const de_tenants_description = /** @type {(inputs: Tenants_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Organisationen, die Sie bewerten.`)
};

const fr_tenants_description = /** @type {(inputs: Tenants_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les organisations que vous évaluez.`)
};

const nl_tenants_description = /** @type {(inputs: Tenants_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De organisaties die u beoordeelt.`)
};

const es_tenants_description = /** @type {(inputs: Tenants_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las organizaciones que usted evalúa.`)
};

const en_xa2_tenants_description = /** @type {(inputs: Tenants_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé öŕĝáñíšáţíöñš ýöü áššéšš. one two]`)
};

/**
* | output |
* | --- |
* | "The organisations you assess." |
*
* @param {Tenants_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_description = /** @type {((inputs?: Tenants_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_description(inputs)
	if (locale === "fr") return fr_tenants_description(inputs)
	if (locale === "nl") return nl_tenants_description(inputs)
	if (locale === "es") return es_tenants_description(inputs)
	if (locale === "en-XA") return en_xa2_tenants_description(inputs)
	return en_tenants_description(inputs)
});