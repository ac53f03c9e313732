/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ bucket: NonNullable<unknown>, title: NonNullable<unknown> }} Roadmap_Where_AtInputs */

const en_roadmap_where_at = /** @type {(inputs: Roadmap_Where_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bucket}, at ${i?.title}`)
};

const de_roadmap_where_at = /** @type {(inputs: Roadmap_Where_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bucket}, bei ${i?.title}`)
};

const fr_roadmap_where_at = /** @type {(inputs: Roadmap_Where_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bucket}, à la place de ${i?.title}`)
};

const nl_roadmap_where_at = /** @type {(inputs: Roadmap_Where_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bucket}, bij ${i?.title}`)
};

const es_roadmap_where_at = /** @type {(inputs: Roadmap_Where_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bucket}, en ${i?.title}`)
};

const en_xa2_roadmap_where_at = /** @type {(inputs: Roadmap_Where_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.bucket}, áţ ${i?.title} one ]`)
};

/**
* | output |
* | --- |
* | "{bucket}, at {title}" |
*
* @param {Roadmap_Where_AtInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_where_at = /** @type {((inputs: Roadmap_Where_AtInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Where_AtInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_where_at(inputs)
	if (locale === "fr") return fr_roadmap_where_at(inputs)
	if (locale === "nl") return nl_roadmap_where_at(inputs)
	if (locale === "es") return es_roadmap_where_at(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_where_at(inputs)
	return en_roadmap_where_at(inputs)
});