/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_DomainInputs */

const en_explore_domain = /** @type {(inputs: Explore_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domain`)
};

const de_explore_domain = /** @type {(inputs: Explore_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereich`)
};

const fr_explore_domain = /** @type {(inputs: Explore_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domaine`)
};

const nl_explore_domain = /** @type {(inputs: Explore_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domein`)
};

const es_explore_domain = /** @type {(inputs: Explore_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dominio`)
};

const en_xa2_explore_domain = /** @type {(inputs: Explore_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðöɱáíñ ]`)
};

/**
* | output |
* | --- |
* | "Domain" |
*
* @param {Explore_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_domain = /** @type {((inputs?: Explore_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_domain(inputs)
	if (locale === "fr") return fr_explore_domain(inputs)
	if (locale === "nl") return nl_explore_domain(inputs)
	if (locale === "es") return es_explore_domain(inputs)
	if (locale === "en-XA") return en_xa2_explore_domain(inputs)
	return en_explore_domain(inputs)
});