/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Due_30Inputs */

const en_dashboard_due_30 = /** @type {(inputs: Dashboard_Due_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due in 30 days`)
};

const de_dashboard_due_30 = /** @type {(inputs: Dashboard_Due_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In 30 Tagen fällig`)
};

const fr_dashboard_due_30 = /** @type {(inputs: Dashboard_Due_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échéance sous 30 jours`)
};

const nl_dashboard_due_30 = /** @type {(inputs: Dashboard_Due_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Binnen 30 dagen`)
};

const es_dashboard_due_30 = /** @type {(inputs: Dashboard_Due_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vencen en 30 días`)
};

const en_xa2_dashboard_due_30 = /** @type {(inputs: Dashboard_Due_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðüé íñ 30 ðáýš on]`)
};

/**
* | output |
* | --- |
* | "Due in 30 days" |
*
* @param {Dashboard_Due_30Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_due_30 = /** @type {((inputs?: Dashboard_Due_30Inputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Due_30Inputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_due_30(inputs)
	if (locale === "fr") return fr_dashboard_due_30(inputs)
	if (locale === "nl") return nl_dashboard_due_30(inputs)
	if (locale === "es") return es_dashboard_due_30(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_due_30(inputs)
	return en_dashboard_due_30(inputs)
});