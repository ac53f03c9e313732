/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_New_DescriptionInputs */

const en_tenants_new_description = /** @type {(inputs: Tenants_New_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An organisation you assess: a client, a subsidiary, a supplier or your own.`)
};

const de_tenants_new_description = /** @type {(inputs: Tenants_New_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Organisation, die Sie bewerten: ein Kunde, eine Tochtergesellschaft, ein Lieferant oder Ihre eigene.`)
};

const fr_tenants_new_description = /** @type {(inputs: Tenants_New_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une organisation que vous évaluez : un client, une filiale, un fournisseur ou la vôtre.`)
};

const nl_tenants_new_description = /** @type {(inputs: Tenants_New_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een organisatie die u beoordeelt: een klant, een dochteronderneming, een leverancier of uw eigen organisatie.`)
};

const es_tenants_new_description = /** @type {(inputs: Tenants_New_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una organización que usted evalúa: un cliente, una filial, un proveedor o la suya propia.`)
};

const en_xa2_tenants_new_description = /** @type {(inputs: Tenants_New_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñ öŕĝáñíšáţíöñ ýöü áššéšš: á çļíéñţ, á šüƀšíðíáŕý, á šüþþļíéŕ öŕ ýöüŕ öŵñ. one two three four five]`)
};

/**
* | output |
* | --- |
* | "An organisation you assess: a client, a subsidiary, a supplier or your own." |
*
* @param {Tenants_New_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_new_description = /** @type {((inputs?: Tenants_New_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_New_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_new_description(inputs)
	if (locale === "fr") return fr_tenants_new_description(inputs)
	if (locale === "nl") return nl_tenants_new_description(inputs)
	if (locale === "es") return es_tenants_new_description(inputs)
	if (locale === "en-XA") return en_xa2_tenants_new_description(inputs)
	return en_tenants_new_description(inputs)
});