/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_ScoreInputs */

const en_report_score = /** @type {(inputs: Report_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score`)
};

const de_report_score = /** @type {(inputs: Report_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wert`)
};

const fr_report_score = /** @type {(inputs: Report_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score`)
};

const nl_report_score = /** @type {(inputs: Report_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score`)
};

const es_report_score = /** @type {(inputs: Report_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación`)
};

const en_xa2_report_score = /** @type {(inputs: Report_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçöŕé ]`)
};

/**
* | output |
* | --- |
* | "Score" |
*
* @param {Report_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_score = /** @type {((inputs?: Report_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_ScoreInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_score(inputs)
	if (locale === "fr") return fr_report_score(inputs)
	if (locale === "nl") return nl_report_score(inputs)
	if (locale === "es") return es_report_score(inputs)
	if (locale === "en-XA") return en_xa2_report_score(inputs)
	return en_report_score(inputs)
});