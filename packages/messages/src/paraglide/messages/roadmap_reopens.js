/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_ReopensInputs */

const en_roadmap_reopens = /** @type {(inputs: Roadmap_ReopensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The item reopens on this date.`)
};

const de_roadmap_reopens = /** @type {(inputs: Roadmap_ReopensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Maßnahme wird an diesem Datum wieder geöffnet.`)
};

const fr_roadmap_reopens = /** @type {(inputs: Roadmap_ReopensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’action se rouvre à cette date.`)
};

const nl_roadmap_reopens = /** @type {(inputs: Roadmap_ReopensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De actie gaat op deze datum weer open.`)
};

const es_roadmap_reopens = /** @type {(inputs: Roadmap_ReopensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La acción se reabre en esta fecha.`)
};

const en_xa2_roadmap_reopens = /** @type {(inputs: Roadmap_ReopensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé íţéɱ ŕéöþéñš öñ ţĥíš ðáţé. one two ]`)
};

/**
* | output |
* | --- |
* | "The item reopens on this date." |
*
* @param {Roadmap_ReopensInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_reopens = /** @type {((inputs?: Roadmap_ReopensInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_ReopensInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_reopens(inputs)
	if (locale === "fr") return fr_roadmap_reopens(inputs)
	if (locale === "nl") return nl_roadmap_reopens(inputs)
	if (locale === "es") return es_roadmap_reopens(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_reopens(inputs)
	return en_roadmap_reopens(inputs)
});