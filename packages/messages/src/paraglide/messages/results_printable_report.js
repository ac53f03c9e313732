/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Printable_ReportInputs */

const en_results_printable_report = /** @type {(inputs: Results_Printable_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printable report`)
};

const de_results_printable_report = /** @type {(inputs: Results_Printable_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Druckbarer Bericht`)
};

const fr_results_printable_report = /** @type {(inputs: Results_Printable_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rapport imprimable`)
};

const nl_results_printable_report = /** @type {(inputs: Results_Printable_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afdrukbaar rapport`)
};

const es_results_printable_report = /** @type {(inputs: Results_Printable_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe imprimible`)
};

const en_xa2_results_printable_report = /** @type {(inputs: Results_Printable_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíñţáƀļé ŕéþöŕţ one]`)
};

/**
* | output |
* | --- |
* | "Printable report" |
*
* @param {Results_Printable_ReportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_printable_report = /** @type {((inputs?: Results_Printable_ReportInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Printable_ReportInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_printable_report(inputs)
	if (locale === "fr") return fr_results_printable_report(inputs)
	if (locale === "nl") return nl_results_printable_report(inputs)
	if (locale === "es") return es_results_printable_report(inputs)
	if (locale === "en-XA") return en_xa2_results_printable_report(inputs)
	return en_results_printable_report(inputs)
});