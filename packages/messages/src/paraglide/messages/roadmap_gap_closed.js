/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Gap_ClosedInputs */

const en_roadmap_gap_closed = /** @type {(inputs: Roadmap_Gap_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The latest assessment no longer finds this gap`)
};

const de_roadmap_gap_closed = /** @type {(inputs: Roadmap_Gap_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die letzte Bewertung findet diese Lücke nicht mehr`)
};

const fr_roadmap_gap_closed = /** @type {(inputs: Roadmap_Gap_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dernière évaluation ne trouve plus cet écart`)
};

const nl_roadmap_gap_closed = /** @type {(inputs: Roadmap_Gap_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De laatste beoordeling vindt deze tekortkoming niet meer`)
};

const es_roadmap_gap_closed = /** @type {(inputs: Roadmap_Gap_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La última evaluación ya no encuentra esta brecha`)
};

const en_xa2_roadmap_gap_closed = /** @type {(inputs: Roadmap_Gap_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļáţéšţ áššéššɱéñţ ñö ļöñĝéŕ ƒíñðš ţĥíš ĝáþ one two three]`)
};

/**
* | output |
* | --- |
* | "The latest assessment no longer finds this gap" |
*
* @param {Roadmap_Gap_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_gap_closed = /** @type {((inputs?: Roadmap_Gap_ClosedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Gap_ClosedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_gap_closed(inputs)
	if (locale === "fr") return fr_roadmap_gap_closed(inputs)
	if (locale === "nl") return nl_roadmap_gap_closed(inputs)
	if (locale === "es") return es_roadmap_gap_closed(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_gap_closed(inputs)
	return en_roadmap_gap_closed(inputs)
});