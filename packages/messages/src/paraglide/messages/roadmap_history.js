/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_HistoryInputs */

const en_roadmap_history = /** @type {(inputs: Roadmap_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History`)
};

const de_roadmap_history = /** @type {(inputs: Roadmap_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlauf`)
};

const fr_roadmap_history = /** @type {(inputs: Roadmap_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historique`)
};

const nl_roadmap_history = /** @type {(inputs: Roadmap_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschiedenis`)
};

const es_roadmap_history = /** @type {(inputs: Roadmap_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historial`)
};

const en_xa2_roadmap_history = /** @type {(inputs: Roadmap_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíšţöŕý ]`)
};

/**
* | output |
* | --- |
* | "History" |
*
* @param {Roadmap_HistoryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_history = /** @type {((inputs?: Roadmap_HistoryInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_HistoryInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_history(inputs)
	if (locale === "fr") return fr_roadmap_history(inputs)
	if (locale === "nl") return nl_roadmap_history(inputs)
	if (locale === "es") return es_roadmap_history(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_history(inputs)
	return en_roadmap_history(inputs)
});