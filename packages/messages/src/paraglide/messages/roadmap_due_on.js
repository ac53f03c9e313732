/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Roadmap_Due_OnInputs */

const en_roadmap_due_on = /** @type {(inputs: Roadmap_Due_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Due ${i?.date}`)
};

const de_roadmap_due_on = /** @type {(inputs: Roadmap_Due_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fällig am ${i?.date}`)
};

const fr_roadmap_due_on = /** @type {(inputs: Roadmap_Due_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Échéance le ${i?.date}`)
};

const nl_roadmap_due_on = /** @type {(inputs: Roadmap_Due_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uiterlijk ${i?.date}`)
};

const es_roadmap_due_on = /** @type {(inputs: Roadmap_Due_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vence el ${i?.date}`)
};

const en_xa2_roadmap_due_on = /** @type {(inputs: Roadmap_Due_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðüé ${i?.date} o]`)
};

/**
* | output |
* | --- |
* | "Due {date}" |
*
* @param {Roadmap_Due_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_due_on = /** @type {((inputs: Roadmap_Due_OnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Due_OnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_due_on(inputs)
	if (locale === "fr") return fr_roadmap_due_on(inputs)
	if (locale === "nl") return nl_roadmap_due_on(inputs)
	if (locale === "es") return es_roadmap_due_on(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_due_on(inputs)
	return en_roadmap_due_on(inputs)
});