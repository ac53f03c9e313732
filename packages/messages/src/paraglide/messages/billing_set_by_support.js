/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Set_By_SupportInputs */

const en_billing_set_by_support = /** @type {(inputs: Billing_Set_By_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set by Assay support`)
};

const de_billing_set_by_support = /** @type {(inputs: Billing_Set_By_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vom Assay-Support festgelegt`)
};

const fr_billing_set_by_support = /** @type {(inputs: Billing_Set_By_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixée par le support d’Assay`)
};

const nl_billing_set_by_support = /** @type {(inputs: Billing_Set_By_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingesteld door Assay-support`)
};

const es_billing_set_by_support = /** @type {(inputs: Billing_Set_By_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fijado por el soporte de Assay`)
};

const en_xa2_billing_set_by_support = /** @type {(inputs: Billing_Set_By_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţ ƀý Åššáý šüþþöŕţ one ]`)
};

/**
* | output |
* | --- |
* | "Set by Assay support" |
*
* @param {Billing_Set_By_SupportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_set_by_support = /** @type {((inputs?: Billing_Set_By_SupportInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Set_By_SupportInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_set_by_support(inputs)
	if (locale === "fr") return fr_billing_set_by_support(inputs)
	if (locale === "nl") return nl_billing_set_by_support(inputs)
	if (locale === "es") return es_billing_set_by_support(inputs)
	if (locale === "en-XA") return en_xa2_billing_set_by_support(inputs)
	return en_billing_set_by_support(inputs)
});