/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_By_DomainInputs */

const en_report_by_domain = /** @type {(inputs: Report_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score by domain`)
};

const de_report_by_domain = /** @type {(inputs: Report_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wert nach Bereich`)
};

const fr_report_by_domain = /** @type {(inputs: Report_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score par domaine`)
};

const nl_report_by_domain = /** @type {(inputs: Report_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score per domein`)
};

const es_report_by_domain = /** @type {(inputs: Report_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación por dominio`)
};

const en_xa2_report_by_domain = /** @type {(inputs: Report_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçöŕé ƀý ðöɱáíñ on]`)
};

/**
* | output |
* | --- |
* | "Score by domain" |
*
* @param {Report_By_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_by_domain = /** @type {((inputs?: Report_By_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_By_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_by_domain(inputs)
	if (locale === "fr") return fr_report_by_domain(inputs)
	if (locale === "nl") return nl_report_by_domain(inputs)
	if (locale === "es") return es_report_by_domain(inputs)
	if (locale === "en-XA") return en_xa2_report_by_domain(inputs)
	return en_report_by_domain(inputs)
});