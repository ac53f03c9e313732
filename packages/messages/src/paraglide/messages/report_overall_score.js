/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Overall_ScoreInputs */

const en_report_overall_score = /** @type {(inputs: Report_Overall_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overall score`)
};

const de_report_overall_score = /** @type {(inputs: Report_Overall_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesamtwert`)
};

const fr_report_overall_score = /** @type {(inputs: Report_Overall_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score global`)
};

const nl_report_overall_score = /** @type {(inputs: Report_Overall_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totaalscore`)
};

const es_report_overall_score = /** @type {(inputs: Report_Overall_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación global`)
};

const en_xa2_report_overall_score = /** @type {(inputs: Report_Overall_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öṽéŕáļļ šçöŕé on]`)
};

/**
* | output |
* | --- |
* | "Overall score" |
*
* @param {Report_Overall_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_overall_score = /** @type {((inputs?: Report_Overall_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Overall_ScoreInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_overall_score(inputs)
	if (locale === "fr") return fr_report_overall_score(inputs)
	if (locale === "nl") return nl_report_overall_score(inputs)
	if (locale === "es") return es_report_overall_score(inputs)
	if (locale === "en-XA") return en_xa2_report_overall_score(inputs)
	return en_report_overall_score(inputs)
});