/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Trend_UnchangedInputs */

const en_dashboard_trend_unchanged = /** @type {(inputs: Dashboard_Trend_UnchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unchanged`)
};

const de_dashboard_trend_unchanged = /** @type {(inputs: Dashboard_Trend_UnchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unverändert`)
};

const fr_dashboard_trend_unchanged = /** @type {(inputs: Dashboard_Trend_UnchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`inchangé`)
};

const nl_dashboard_trend_unchanged = /** @type {(inputs: Dashboard_Trend_UnchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ongewijzigd`)
};

const es_dashboard_trend_unchanged = /** @type {(inputs: Dashboard_Trend_UnchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin cambios`)
};

const en_xa2_dashboard_trend_unchanged = /** @type {(inputs: Dashboard_Trend_UnchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[üñçĥáñĝéð ]`)
};

/**
* | output |
* | --- |
* | "unchanged" |
*
* @param {Dashboard_Trend_UnchangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_trend_unchanged = /** @type {((inputs?: Dashboard_Trend_UnchangedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Trend_UnchangedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_trend_unchanged(inputs)
	if (locale === "fr") return fr_dashboard_trend_unchanged(inputs)
	if (locale === "nl") return nl_dashboard_trend_unchanged(inputs)
	if (locale === "es") return es_dashboard_trend_unchanged(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_trend_unchanged(inputs)
	return en_dashboard_trend_unchanged(inputs)
});