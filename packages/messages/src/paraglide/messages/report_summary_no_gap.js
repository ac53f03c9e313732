/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Summary_No_GapInputs */

const en_report_summary_no_gap = /** @type {(inputs: Report_Summary_No_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No control that counts is left unmet.`)
};

const de_report_summary_no_gap = /** @type {(inputs: Report_Summary_No_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine zählende Kontrolle bleibt unerfüllt.`)
};

const fr_report_summary_no_gap = /** @type {(inputs: Report_Summary_No_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun contrôle pris en compte n’est laissé non satisfait.`)
};

const nl_report_summary_no_gap = /** @type {(inputs: Report_Summary_No_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen enkele meetellende control blijft onvoldaan.`)
};

const es_report_summary_no_gap = /** @type {(inputs: Report_Summary_No_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún control que cuenta queda sin cumplir.`)
};

const en_xa2_report_summary_no_gap = /** @type {(inputs: Report_Summary_No_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö çöñţŕöļ ţĥáţ çöüñţš íš ļéƒţ üñɱéţ. one two th]`)
};

/**
* | output |
* | --- |
* | "No control that counts is left unmet." |
*
* @param {Report_Summary_No_GapInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_summary_no_gap = /** @type {((inputs?: Report_Summary_No_GapInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Summary_No_GapInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_summary_no_gap(inputs)
	if (locale === "fr") return fr_report_summary_no_gap(inputs)
	if (locale === "nl") return nl_report_summary_no_gap(inputs)
	if (locale === "es") return es_report_summary_no_gap(inputs)
	if (locale === "en-XA") return en_xa2_report_summary_no_gap(inputs)
	return en_report_summary_no_gap(inputs)
});