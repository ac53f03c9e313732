/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_DomainInputs */

const en_common_domain = /** @type {(inputs: Common_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domain`)
};

const de_common_domain = /** @type {(inputs: Common_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereich`)
};

const fr_common_domain = /** @type {(inputs: Common_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domaine`)
};

const nl_common_domain = /** @type {(inputs: Common_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domein`)
};

const es_common_domain = /** @type {(inputs: Common_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dominio`)
};

const en_xa2_common_domain = /** @type {(inputs: Common_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðöɱáíñ ]`)
};

/**
* | output |
* | --- |
* | "Domain" |
*
* @param {Common_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_domain = /** @type {((inputs?: Common_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_domain(inputs)
	if (locale === "fr") return fr_common_domain(inputs)
	if (locale === "nl") return nl_common_domain(inputs)
	if (locale === "es") return es_common_domain(inputs)
	if (locale === "en-XA") return en_xa2_common_domain(inputs)
	return en_common_domain(inputs)
});