/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Roadmap_Overdue_Due_OnInputs */

const en_roadmap_overdue_due_on = /** @type {(inputs: Roadmap_Overdue_Due_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Overdue · due ${i?.date}`)
};

const de_roadmap_overdue_due_on = /** @type {(inputs: Roadmap_Overdue_Due_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Überfällig · fällig am ${i?.date}`)
};

const fr_roadmap_overdue_due_on = /** @type {(inputs: Roadmap_Overdue_Due_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En retard · échéance le ${i?.date}`)
};

const nl_roadmap_overdue_due_on = /** @type {(inputs: Roadmap_Overdue_Due_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te laat · uiterlijk ${i?.date}`)
};

const es_roadmap_overdue_due_on = /** @type {(inputs: Roadmap_Overdue_Due_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vencido · vencía el ${i?.date}`)
};

const en_xa2_roadmap_overdue_due_on = /** @type {(inputs: Roadmap_Overdue_Due_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Öṽéŕðüé · ðüé ${i?.date} one ]`)
};

/**
* | output |
* | --- |
* | "Overdue · due {date}" |
*
* @param {Roadmap_Overdue_Due_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_overdue_due_on = /** @type {((inputs: Roadmap_Overdue_Due_OnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Overdue_Due_OnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_overdue_due_on(inputs)
	if (locale === "fr") return fr_roadmap_overdue_due_on(inputs)
	if (locale === "nl") return nl_roadmap_overdue_due_on(inputs)
	if (locale === "es") return es_roadmap_overdue_due_on(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_overdue_due_on(inputs)
	return en_roadmap_overdue_due_on(inputs)
});