/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_Empty_DescriptionInputs */

const en_tenants_empty_description = /** @type {(inputs: Tenants_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create the first organisation you assess.`)
};

const de_tenants_empty_description = /** @type {(inputs: Tenants_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legen Sie die erste Organisation an, die Sie bewerten.`)
};

const fr_tenants_empty_description = /** @type {(inputs: Tenants_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez la première organisation que vous évaluez.`)
};

const nl_tenants_empty_description = /** @type {(inputs: Tenants_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maak de eerste organisatie aan die u beoordeelt.`)
};

const es_tenants_empty_description = /** @type {(inputs: Tenants_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cree la primera organización que evalúa.`)
};

const en_xa2_tenants_empty_description = /** @type {(inputs: Tenants_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé ţĥé ƒíŕšţ öŕĝáñíšáţíöñ ýöü áššéšš. one two thr]`)
};

/**
* | output |
* | --- |
* | "Create the first organisation you assess." |
*
* @param {Tenants_Empty_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_empty_description = /** @type {((inputs?: Tenants_Empty_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Empty_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_empty_description(inputs)
	if (locale === "fr") return fr_tenants_empty_description(inputs)
	if (locale === "nl") return nl_tenants_empty_description(inputs)
	if (locale === "es") return es_tenants_empty_description(inputs)
	if (locale === "en-XA") return en_xa2_tenants_empty_description(inputs)
	return en_tenants_empty_description(inputs)
});