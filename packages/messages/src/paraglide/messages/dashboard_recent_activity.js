/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Recent_ActivityInputs */

const en_dashboard_recent_activity = /** @type {(inputs: Dashboard_Recent_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent activity`)
};

const de_dashboard_recent_activity = /** @type {(inputs: Dashboard_Recent_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Aktivität`)
};

const fr_dashboard_recent_activity = /** @type {(inputs: Dashboard_Recent_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activité récente`)
};

const nl_dashboard_recent_activity = /** @type {(inputs: Dashboard_Recent_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recente activiteit`)
};

const es_dashboard_recent_activity = /** @type {(inputs: Dashboard_Recent_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actividad reciente`)
};

const en_xa2_dashboard_recent_activity = /** @type {(inputs: Dashboard_Recent_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçéñţ áçţíṽíţý on]`)
};

/**
* | output |
* | --- |
* | "Recent activity" |
*
* @param {Dashboard_Recent_ActivityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_recent_activity = /** @type {((inputs?: Dashboard_Recent_ActivityInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Recent_ActivityInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_recent_activity(inputs)
	if (locale === "fr") return fr_dashboard_recent_activity(inputs)
	if (locale === "nl") return nl_dashboard_recent_activity(inputs)
	if (locale === "es") return es_dashboard_recent_activity(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_recent_activity(inputs)
	return en_dashboard_recent_activity(inputs)
});