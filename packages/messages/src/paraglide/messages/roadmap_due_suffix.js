/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Roadmap_Due_SuffixInputs */

const en_roadmap_due_suffix = /** @type {(inputs: Roadmap_Due_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · due ${i?.date}`)
};

const de_roadmap_due_suffix = /** @type {(inputs: Roadmap_Due_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · fällig am ${i?.date}`)
};

const fr_roadmap_due_suffix = /** @type {(inputs: Roadmap_Due_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · échéance le ${i?.date}`)
};

const nl_roadmap_due_suffix = /** @type {(inputs: Roadmap_Due_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · uiterlijk ${i?.date}`)
};

const es_roadmap_due_suffix = /** @type {(inputs: Roadmap_Due_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · vence el ${i?.date}`)
};

const en_xa2_roadmap_due_suffix = /** @type {(inputs: Roadmap_Due_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ · ðüé ${i?.date} on]`)
};

/**
* | output |
* | --- |
* | "· due {date}" |
*
* @param {Roadmap_Due_SuffixInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_due_suffix = /** @type {((inputs: Roadmap_Due_SuffixInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Due_SuffixInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_due_suffix(inputs)
	if (locale === "fr") return fr_roadmap_due_suffix(inputs)
	if (locale === "nl") return nl_roadmap_due_suffix(inputs)
	if (locale === "es") return es_roadmap_due_suffix(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_due_suffix(inputs)
	return en_roadmap_due_suffix(inputs)
});