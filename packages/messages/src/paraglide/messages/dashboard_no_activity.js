/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_No_ActivityInputs */

const en_dashboard_no_activity = /** @type {(inputs: Dashboard_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing has happened yet.`)
};

const de_dashboard_no_activity = /** @type {(inputs: Dashboard_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bisher ist nichts passiert.`)
};

const fr_dashboard_no_activity = /** @type {(inputs: Dashboard_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien ne s’est encore passé.`)
};

const nl_dashboard_no_activity = /** @type {(inputs: Dashboard_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er is nog niets gebeurd.`)
};

const es_dashboard_no_activity = /** @type {(inputs: Dashboard_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no ha pasado nada.`)
};

const en_xa2_dashboard_no_activity = /** @type {(inputs: Dashboard_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţĥíñĝ ĥáš ĥáþþéñéð ýéţ. one tw]`)
};

/**
* | output |
* | --- |
* | "Nothing has happened yet." |
*
* @param {Dashboard_No_ActivityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_activity = /** @type {((inputs?: Dashboard_No_ActivityInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_No_ActivityInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_no_activity(inputs)
	if (locale === "fr") return fr_dashboard_no_activity(inputs)
	if (locale === "nl") return nl_dashboard_no_activity(inputs)
	if (locale === "es") return es_dashboard_no_activity(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_no_activity(inputs)
	return en_dashboard_no_activity(inputs)
});