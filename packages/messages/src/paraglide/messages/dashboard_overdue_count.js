/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dashboard_Overdue_CountInputs */

const en_dashboard_overdue_count = /** @type {(inputs: Dashboard_Overdue_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} overdue`)
};

const de_dashboard_overdue_count = /** @type {(inputs: Dashboard_Overdue_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} überfällig`)
};

const fr_dashboard_overdue_count = /** @type {(inputs: Dashboard_Overdue_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} en retard`)
};

const nl_dashboard_overdue_count = /** @type {(inputs: Dashboard_Overdue_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} te laat`)
};

const es_dashboard_overdue_count = /** @type {(inputs: Dashboard_Overdue_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} vencidas`)
};

const en_xa2_dashboard_overdue_count = /** @type {(inputs: Dashboard_Overdue_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.count} öṽéŕðüé on]`)
};

/**
* | output |
* | --- |
* | "{count} overdue" |
*
* @param {Dashboard_Overdue_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_overdue_count = /** @type {((inputs: Dashboard_Overdue_CountInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Overdue_CountInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_overdue_count(inputs)
	if (locale === "fr") return fr_dashboard_overdue_count(inputs)
	if (locale === "nl") return nl_dashboard_overdue_count(inputs)
	if (locale === "es") return es_dashboard_overdue_count(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_overdue_count(inputs)
	return en_dashboard_overdue_count(inputs)
});