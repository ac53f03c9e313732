/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_None_OverdueInputs */

const en_dashboard_none_overdue = /** @type {(inputs: Dashboard_None_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none overdue`)
};

const de_dashboard_none_overdue = /** @type {(inputs: Dashboard_None_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine überfällig`)
};

const fr_dashboard_none_overdue = /** @type {(inputs: Dashboard_None_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucune en retard`)
};

const nl_dashboard_none_overdue = /** @type {(inputs: Dashboard_None_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`geen te laat`)
};

const es_dashboard_none_overdue = /** @type {(inputs: Dashboard_None_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguna vencida`)
};

const en_xa2_dashboard_none_overdue = /** @type {(inputs: Dashboard_None_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñöñé öṽéŕðüé o]`)
};

/**
* | output |
* | --- |
* | "none overdue" |
*
* @param {Dashboard_None_OverdueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_none_overdue = /** @type {((inputs?: Dashboard_None_OverdueInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_None_OverdueInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_none_overdue(inputs)
	if (locale === "fr") return fr_dashboard_none_overdue(inputs)
	if (locale === "nl") return nl_dashboard_none_overdue(inputs)
	if (locale === "es") return es_dashboard_none_overdue(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_none_overdue(inputs)
	return en_dashboard_none_overdue(inputs)
});