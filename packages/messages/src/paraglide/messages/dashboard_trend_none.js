/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Trend_NoneInputs */

const en_dashboard_trend_none = /** @type {(inputs: Dashboard_Trend_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no earlier assessment`)
};

const de_dashboard_trend_none = /** @type {(inputs: Dashboard_Trend_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine frühere Bewertung`)
};

const fr_dashboard_trend_none = /** @type {(inputs: Dashboard_Trend_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucune évaluation antérieure`)
};

const nl_dashboard_trend_none = /** @type {(inputs: Dashboard_Trend_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`geen eerdere beoordeling`)
};

const es_dashboard_trend_none = /** @type {(inputs: Dashboard_Trend_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin evaluación anterior`)
};

const en_xa2_dashboard_trend_none = /** @type {(inputs: Dashboard_Trend_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñö éáŕļíéŕ áššéššɱéñţ one ]`)
};

/**
* | output |
* | --- |
* | "no earlier assessment" |
*
* @param {Dashboard_Trend_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_trend_none = /** @type {((inputs?: Dashboard_Trend_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Trend_NoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_trend_none(inputs)
	if (locale === "fr") return fr_dashboard_trend_none(inputs)
	if (locale === "nl") return nl_dashboard_trend_none(inputs)
	if (locale === "es") return es_dashboard_trend_none(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_trend_none(inputs)
	return en_dashboard_trend_none(inputs)
});