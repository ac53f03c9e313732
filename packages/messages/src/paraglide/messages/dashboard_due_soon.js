/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Due_SoonInputs */

const en_dashboard_due_soon = /** @type {(inputs: Dashboard_Due_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap due soon`)
};

const de_dashboard_due_soon = /** @type {(inputs: Dashboard_Due_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bald fällige Maßnahmen`)
};

const fr_dashboard_due_soon = /** @type {(inputs: Dashboard_Due_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions bientôt à échéance`)
};

const nl_dashboard_due_soon = /** @type {(inputs: Dashboard_Due_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Binnenkort uiterlijk`)
};

const es_dashboard_due_soon = /** @type {(inputs: Dashboard_Due_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones que vencen pronto`)
};

const en_xa2_dashboard_due_soon = /** @type {(inputs: Dashboard_Due_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕöáðɱáþ ðüé šööñ one]`)
};

/**
* | output |
* | --- |
* | "Roadmap due soon" |
*
* @param {Dashboard_Due_SoonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_due_soon = /** @type {((inputs?: Dashboard_Due_SoonInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Due_SoonInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_due_soon(inputs)
	if (locale === "fr") return fr_dashboard_due_soon(inputs)
	if (locale === "nl") return nl_dashboard_due_soon(inputs)
	if (locale === "es") return es_dashboard_due_soon(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_due_soon(inputs)
	return en_dashboard_due_soon(inputs)
});