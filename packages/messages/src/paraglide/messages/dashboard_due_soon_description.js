/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Due_Soon_DescriptionInputs */

const en_dashboard_due_soon_description = /** @type {(inputs: Dashboard_Due_Soon_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open items due in the next 30 days, and overdue ones`)
};

const de_dashboard_due_soon_description = /** @type {(inputs: Dashboard_Due_Soon_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offene Maßnahmen, die in den nächsten 30 Tagen fällig oder schon überfällig sind`)
};

const fr_dashboard_due_soon_description = /** @type {(inputs: Dashboard_Due_Soon_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions ouvertes à échéance dans les 30 prochains jours, et celles en retard`)
};

const nl_dashboard_due_soon_description = /** @type {(inputs: Dashboard_Due_Soon_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open acties met een termijn in de komende 30 dagen, en acties die te laat zijn`)
};

const es_dashboard_due_soon_description = /** @type {(inputs: Dashboard_Due_Soon_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones abiertas que vencen en los próximos 30 días y las ya vencidas`)
};

const en_xa2_dashboard_due_soon_description = /** @type {(inputs: Dashboard_Due_Soon_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþéñ íţéɱš ðüé íñ ţĥé ñéẋţ 30 ðáýš, áñð öṽéŕðüé öñéš one two three f]`)
};

/**
* | output |
* | --- |
* | "Open items due in the next 30 days, and overdue ones" |
*
* @param {Dashboard_Due_Soon_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_due_soon_description = /** @type {((inputs?: Dashboard_Due_Soon_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Due_Soon_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_due_soon_description(inputs)
	if (locale === "fr") return fr_dashboard_due_soon_description(inputs)
	if (locale === "nl") return nl_dashboard_due_soon_description(inputs)
	if (locale === "es") return es_dashboard_due_soon_description(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_due_soon_description(inputs)
	return en_dashboard_due_soon_description(inputs)
});