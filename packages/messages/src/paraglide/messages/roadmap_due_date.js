/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Due_DateInputs */

const en_roadmap_due_date = /** @type {(inputs: Roadmap_Due_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due date`)
};

const de_roadmap_due_date = /** @type {(inputs: Roadmap_Due_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fälligkeitsdatum`)
};

const fr_roadmap_due_date = /** @type {(inputs: Roadmap_Due_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échéance`)
};

const nl_roadmap_due_date = /** @type {(inputs: Roadmap_Due_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termijn`)
};

const es_roadmap_due_date = /** @type {(inputs: Roadmap_Due_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha límite`)
};

const en_xa2_roadmap_due_date = /** @type {(inputs: Roadmap_Due_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðüé ðáţé ]`)
};

/**
* | output |
* | --- |
* | "Due date" |
*
* @param {Roadmap_Due_DateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_due_date = /** @type {((inputs?: Roadmap_Due_DateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Due_DateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_due_date(inputs)
	if (locale === "fr") return fr_roadmap_due_date(inputs)
	if (locale === "nl") return nl_roadmap_due_date(inputs)
	if (locale === "es") return es_roadmap_due_date(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_due_date(inputs)
	return en_roadmap_due_date(inputs)
});