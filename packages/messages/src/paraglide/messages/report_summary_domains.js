/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ strongest: NonNullable<unknown>, strongestScore: NonNullable<unknown>, weakest: NonNullable<unknown>, weakestScore: NonNullable<unknown> }} Report_Summary_DomainsInputs */

const en_report_summary_domains = /** @type {(inputs: Report_Summary_DomainsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The strongest domain is ${i?.strongest} (${i?.strongestScore}); the weakest is ${i?.weakest} (${i?.weakestScore}).`)
};

const de_report_summary_domains = /** @type {(inputs: Report_Summary_DomainsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der stärkste Bereich ist ${i?.strongest} (${i?.strongestScore}), der schwächste ${i?.weakest} (${i?.weakestScore}).`)
};

const fr_report_summary_domains = /** @type {(inputs: Report_Summary_DomainsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le domaine le plus solide est ${i?.strongest} (${i?.strongestScore}) ; le plus faible est ${i?.weakest} (${i?.weakestScore}).`)
};

const nl_report_summary_domains = /** @type {(inputs: Report_Summary_DomainsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Het sterkste domein is ${i?.strongest} (${i?.strongestScore}); het zwakste is ${i?.weakest} (${i?.weakestScore}).`)
};

const es_report_summary_domains = /** @type {(inputs: Report_Summary_DomainsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El dominio más fuerte es ${i?.strongest} (${i?.strongestScore}); el más débil es ${i?.weakest} (${i?.weakestScore}).`)
};

const en_xa2_report_summary_domains = /** @type {(inputs: Report_Summary_DomainsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šţŕöñĝéšţ ðöɱáíñ íš ${i?.strongest} (${i?.strongestScore}); ţĥé ŵéáķéšţ íš ${i?.weakest} (${i?.weakestScore}). one two three four five six sev]`)
};

/**
* | output |
* | --- |
* | "The strongest domain is {strongest} ({strongestScore}); the weakest is {weakest} ({weakestScore})." |
*
* @param {Report_Summary_DomainsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_summary_domains = /** @type {((inputs: Report_Summary_DomainsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Summary_DomainsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_summary_domains(inputs)
	if (locale === "fr") return fr_report_summary_domains(inputs)
	if (locale === "nl") return nl_report_summary_domains(inputs)
	if (locale === "es") return es_report_summary_domains(inputs)
	if (locale === "en-XA") return en_xa2_report_summary_domains(inputs)
	return en_report_summary_domains(inputs)
});