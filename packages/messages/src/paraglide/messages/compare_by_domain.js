/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compare_By_DomainInputs */

const en_compare_by_domain = /** @type {(inputs: Compare_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By domain`)
};

const de_compare_by_domain = /** @type {(inputs: Compare_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach Bereich`)
};

const fr_compare_by_domain = /** @type {(inputs: Compare_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par domaine`)
};

const nl_compare_by_domain = /** @type {(inputs: Compare_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per domein`)
};

const es_compare_by_domain = /** @type {(inputs: Compare_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por dominio`)
};

const en_xa2_compare_by_domain = /** @type {(inputs: Compare_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓý ðöɱáíñ ]`)
};

/**
* | output |
* | --- |
* | "By domain" |
*
* @param {Compare_By_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const compare_by_domain = /** @type {((inputs?: Compare_By_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compare_By_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_compare_by_domain(inputs)
	if (locale === "fr") return fr_compare_by_domain(inputs)
	if (locale === "nl") return nl_compare_by_domain(inputs)
	if (locale === "es") return es_compare_by_domain(inputs)
	if (locale === "en-XA") return en_xa2_compare_by_domain(inputs)
	return en_compare_by_domain(inputs)
});