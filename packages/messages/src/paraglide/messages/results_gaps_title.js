/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Gaps_TitleInputs */

const en_results_gaps_title = /** @type {(inputs: Results_Gaps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaps by priority`)
};

const de_results_gaps_title = /** @type {(inputs: Results_Gaps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lücken nach Priorität`)
};

const fr_results_gaps_title = /** @type {(inputs: Results_Gaps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écarts par priorité`)
};

const nl_results_gaps_title = /** @type {(inputs: Results_Gaps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hiaten op prioriteit`)
};

const es_results_gaps_title = /** @type {(inputs: Results_Gaps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brechas por prioridad`)
};

const en_xa2_results_gaps_title = /** @type {(inputs: Results_Gaps_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝáþš ƀý þŕíöŕíţý one]`)
};

/**
* | output |
* | --- |
* | "Gaps by priority" |
*
* @param {Results_Gaps_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_gaps_title = /** @type {((inputs?: Results_Gaps_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Gaps_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_gaps_title(inputs)
	if (locale === "fr") return fr_results_gaps_title(inputs)
	if (locale === "nl") return nl_results_gaps_title(inputs)
	if (locale === "es") return es_results_gaps_title(inputs)
	if (locale === "en-XA") return en_xa2_results_gaps_title(inputs)
	return en_results_gaps_title(inputs)
});