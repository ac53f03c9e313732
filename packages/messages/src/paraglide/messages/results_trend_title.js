/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Trend_TitleInputs */

const en_results_trend_title = /** @type {(inputs: Results_Trend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trend`)
};

const de_results_trend_title = /** @type {(inputs: Results_Trend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlauf`)
};

const fr_results_trend_title = /** @type {(inputs: Results_Trend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tendance`)
};

const nl_results_trend_title = /** @type {(inputs: Results_Trend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trend`)
};

const es_results_trend_title = /** @type {(inputs: Results_Trend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tendencia`)
};

const en_xa2_results_trend_title = /** @type {(inputs: Results_Trend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕéñð ]`)
};

/**
* | output |
* | --- |
* | "Trend" |
*
* @param {Results_Trend_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_trend_title = /** @type {((inputs?: Results_Trend_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Trend_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_trend_title(inputs)
	if (locale === "fr") return fr_results_trend_title(inputs)
	if (locale === "nl") return nl_results_trend_title(inputs)
	if (locale === "es") return es_results_trend_title(inputs)
	if (locale === "en-XA") return en_xa2_results_trend_title(inputs)
	return en_results_trend_title(inputs)
});