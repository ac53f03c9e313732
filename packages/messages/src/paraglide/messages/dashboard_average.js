/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ baseline: NonNullable<unknown> }} Dashboard_AverageInputs */

const en_dashboard_average = /** @type {(inputs: Dashboard_AverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Average · ${i?.baseline}`)
};

const de_dashboard_average = /** @type {(inputs: Dashboard_AverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Durchschnitt · ${i?.baseline}`)
};

const fr_dashboard_average = /** @type {(inputs: Dashboard_AverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moyenne · ${i?.baseline}`)
};

const nl_dashboard_average = /** @type {(inputs: Dashboard_AverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gemiddelde · ${i?.baseline}`)
};

const es_dashboard_average = /** @type {(inputs: Dashboard_AverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Media · ${i?.baseline}`)
};

const en_xa2_dashboard_average = /** @type {(inputs: Dashboard_AverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Åṽéŕáĝé · ${i?.baseline} one ]`)
};

/**
* | output |
* | --- |
* | "Average · {baseline}" |
*
* @param {Dashboard_AverageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_average = /** @type {((inputs: Dashboard_AverageInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_AverageInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_average(inputs)
	if (locale === "fr") return fr_dashboard_average(inputs)
	if (locale === "nl") return nl_dashboard_average(inputs)
	if (locale === "es") return es_dashboard_average(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_average(inputs)
	return en_dashboard_average(inputs)
});