/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_No_Gaps_TitleInputs */

const en_results_no_gaps_title = /** @type {(inputs: Results_No_Gaps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No gaps`)
};

const de_results_no_gaps_title = /** @type {(inputs: Results_No_Gaps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Lücken`)
};

const fr_results_no_gaps_title = /** @type {(inputs: Results_No_Gaps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun écart`)
};

const nl_results_no_gaps_title = /** @type {(inputs: Results_No_Gaps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen hiaten`)
};

const es_results_no_gaps_title = /** @type {(inputs: Results_No_Gaps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin brechas`)
};

const en_xa2_results_no_gaps_title = /** @type {(inputs: Results_No_Gaps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ĝáþš ]`)
};

/**
* | output |
* | --- |
* | "No gaps" |
*
* @param {Results_No_Gaps_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_no_gaps_title = /** @type {((inputs?: Results_No_Gaps_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_No_Gaps_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_no_gaps_title(inputs)
	if (locale === "fr") return fr_results_no_gaps_title(inputs)
	if (locale === "nl") return nl_results_no_gaps_title(inputs)
	if (locale === "es") return es_results_no_gaps_title(inputs)
	if (locale === "en-XA") return en_xa2_results_no_gaps_title(inputs)
	return en_results_no_gaps_title(inputs)
});