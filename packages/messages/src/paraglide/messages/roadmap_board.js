/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_BoardInputs */

const en_roadmap_board = /** @type {(inputs: Roadmap_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Board`)
};

const de_roadmap_board = /** @type {(inputs: Roadmap_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tafel`)
};

const fr_roadmap_board = /** @type {(inputs: Roadmap_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tableau`)
};

const nl_roadmap_board = /** @type {(inputs: Roadmap_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bord`)
};

const es_roadmap_board = /** @type {(inputs: Roadmap_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablero`)
};

const en_xa2_roadmap_board = /** @type {(inputs: Roadmap_BoardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓöáŕð ]`)
};

/**
* | output |
* | --- |
* | "Board" |
*
* @param {Roadmap_BoardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_board = /** @type {((inputs?: Roadmap_BoardInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_BoardInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_board(inputs)
	if (locale === "fr") return fr_roadmap_board(inputs)
	if (locale === "nl") return nl_roadmap_board(inputs)
	if (locale === "es") return es_roadmap_board(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_board(inputs)
	return en_roadmap_board(inputs)
});