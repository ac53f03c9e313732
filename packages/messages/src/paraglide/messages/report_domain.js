/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_DomainInputs */

const en_report_domain = /** @type {(inputs: Report_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domain`)
};

const de_report_domain = /** @type {(inputs: Report_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereich`)
};

const fr_report_domain = /** @type {(inputs: Report_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domaine`)
};

const nl_report_domain = /** @type {(inputs: Report_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domein`)
};

const es_report_domain = /** @type {(inputs: Report_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dominio`)
};

const en_xa2_report_domain = /** @type {(inputs: Report_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðöɱáíñ ]`)
};

/**
* | output |
* | --- |
* | "Domain" |
*
* @param {Report_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_domain = /** @type {((inputs?: Report_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_domain(inputs)
	if (locale === "fr") return fr_report_domain(inputs)
	if (locale === "nl") return nl_report_domain(inputs)
	if (locale === "es") return es_report_domain(inputs)
	if (locale === "en-XA") return en_xa2_report_domain(inputs)
	return en_report_domain(inputs)
});