/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Start_First_Tenant_DescriptionInputs */

const en_start_first_tenant_description = /** @type {(inputs: Start_First_Tenant_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A client, a subsidiary, a supplier or your own organisation.`)
};

const de_start_first_tenant_description = /** @type {(inputs: Start_First_Tenant_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Kunde, eine Tochtergesellschaft, ein Lieferant oder Ihre eigene Organisation.`)
};

const fr_start_first_tenant_description = /** @type {(inputs: Start_First_Tenant_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un client, une filiale, un fournisseur ou votre propre organisation.`)
};

const nl_start_first_tenant_description = /** @type {(inputs: Start_First_Tenant_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een klant, een dochteronderneming, een leverancier of uw eigen organisatie.`)
};

const es_start_first_tenant_description = /** @type {(inputs: Start_First_Tenant_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un cliente, una filial, un proveedor o su propia organización.`)
};

const en_xa2_start_first_tenant_description = /** @type {(inputs: Start_First_Tenant_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Å çļíéñţ, á šüƀšíðíáŕý, á šüþþļíéŕ öŕ ýöüŕ öŵñ öŕĝáñíšáţíöñ. one two three four]`)
};

/**
* | output |
* | --- |
* | "A client, a subsidiary, a supplier or your own organisation." |
*
* @param {Start_First_Tenant_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const start_first_tenant_description = /** @type {((inputs?: Start_First_Tenant_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Start_First_Tenant_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_start_first_tenant_description(inputs)
	if (locale === "fr") return fr_start_first_tenant_description(inputs)
	if (locale === "nl") return nl_start_first_tenant_description(inputs)
	if (locale === "es") return es_start_first_tenant_description(inputs)
	if (locale === "en-XA") return en_xa2_start_first_tenant_description(inputs)
	return en_start_first_tenant_description(inputs)
});