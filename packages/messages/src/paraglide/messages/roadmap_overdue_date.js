/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Roadmap_Overdue_DateInputs */

const en_roadmap_overdue_date = /** @type {(inputs: Roadmap_Overdue_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Overdue · ${i?.date}`)
};

const de_roadmap_overdue_date = /** @type {(inputs: Roadmap_Overdue_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Überfällig · ${i?.date}`)
};

const fr_roadmap_overdue_date = /** @type {(inputs: Roadmap_Overdue_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En retard · ${i?.date}`)
};

const nl_roadmap_overdue_date = /** @type {(inputs: Roadmap_Overdue_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te laat · ${i?.date}`)
};

const es_roadmap_overdue_date = /** @type {(inputs: Roadmap_Overdue_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vencido · ${i?.date}`)
};

const en_xa2_roadmap_overdue_date = /** @type {(inputs: Roadmap_Overdue_DateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Öṽéŕðüé · ${i?.date} one]`)
};

/**
* | output |
* | --- |
* | "Overdue · {date}" |
*
* @param {Roadmap_Overdue_DateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_overdue_date = /** @type {((inputs: Roadmap_Overdue_DateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Overdue_DateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_overdue_date(inputs)
	if (locale === "fr") return fr_roadmap_overdue_date(inputs)
	if (locale === "nl") return nl_roadmap_overdue_date(inputs)
	if (locale === "es") return es_roadmap_overdue_date(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_overdue_date(inputs)
	return en_roadmap_overdue_date(inputs)
});