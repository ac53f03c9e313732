/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ notMet: NonNullable<unknown>, partial: NonNullable<unknown> }} Report_Gaps_HintInputs */

const en_report_gaps_hint = /** @type {(inputs: Report_Gaps_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notMet} not met, ${i?.partial} partial`)
};

const de_report_gaps_hint = /** @type {(inputs: Report_Gaps_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notMet} nicht erfüllt, ${i?.partial} teilweise`)
};

const fr_report_gaps_hint = /** @type {(inputs: Report_Gaps_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notMet} non satisfaits, ${i?.partial} partiels`)
};

const nl_report_gaps_hint = /** @type {(inputs: Report_Gaps_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notMet} niet voldaan, ${i?.partial} gedeeltelijk`)
};

const es_report_gaps_hint = /** @type {(inputs: Report_Gaps_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notMet} no cumplidos, ${i?.partial} parciales`)
};

const en_xa2_report_gaps_hint = /** @type {(inputs: Report_Gaps_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.notMet} ñöţ ɱéţ, ${i?.partial} þáŕţíáļ one two t]`)
};

/**
* | output |
* | --- |
* | "{notMet} not met, {partial} partial" |
*
* @param {Report_Gaps_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_gaps_hint = /** @type {((inputs: Report_Gaps_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Gaps_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_gaps_hint(inputs)
	if (locale === "fr") return fr_report_gaps_hint(inputs)
	if (locale === "nl") return nl_report_gaps_hint(inputs)
	if (locale === "es") return es_report_gaps_hint(inputs)
	if (locale === "en-XA") return en_xa2_report_gaps_hint(inputs)
	return en_report_gaps_hint(inputs)
});