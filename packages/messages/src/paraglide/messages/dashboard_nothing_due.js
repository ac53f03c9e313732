/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Nothing_DueInputs */

const en_dashboard_nothing_due = /** @type {(inputs: Dashboard_Nothing_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing due in the next 30 days.`)
};

const de_dashboard_nothing_due = /** @type {(inputs: Dashboard_Nothing_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In den nächsten 30 Tagen ist nichts fällig.`)
};

const fr_dashboard_nothing_due = /** @type {(inputs: Dashboard_Nothing_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien à échéance dans les 30 prochains jours.`)
};

const nl_dashboard_nothing_due = /** @type {(inputs: Dashboard_Nothing_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niets met een termijn in de komende 30 dagen.`)
};

const es_dashboard_nothing_due = /** @type {(inputs: Dashboard_Nothing_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada vence en los próximos 30 días.`)
};

const en_xa2_dashboard_nothing_due = /** @type {(inputs: Dashboard_Nothing_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţĥíñĝ ðüé íñ ţĥé ñéẋţ 30 ðáýš. one two ]`)
};

/**
* | output |
* | --- |
* | "Nothing due in the next 30 days." |
*
* @param {Dashboard_Nothing_DueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_nothing_due = /** @type {((inputs?: Dashboard_Nothing_DueInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Nothing_DueInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_nothing_due(inputs)
	if (locale === "fr") return fr_dashboard_nothing_due(inputs)
	if (locale === "nl") return nl_dashboard_nothing_due(inputs)
	if (locale === "es") return es_dashboard_nothing_due(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_nothing_due(inputs)
	return en_dashboard_nothing_due(inputs)
});