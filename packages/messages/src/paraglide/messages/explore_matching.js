/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_MatchingInputs */

const en_explore_matching = /** @type {(inputs: Explore_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matching controls`)
};

const de_explore_matching = /** @type {(inputs: Explore_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passende Kontrollen`)
};

const fr_explore_matching = /** @type {(inputs: Explore_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôles correspondants`)
};

const nl_explore_matching = /** @type {(inputs: Explore_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passende controls`)
};

const es_explore_matching = /** @type {(inputs: Explore_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controles coincidentes`)
};

const en_xa2_explore_matching = /** @type {(inputs: Explore_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáţçĥíñĝ çöñţŕöļš one]`)
};

/**
* | output |
* | --- |
* | "Matching controls" |
*
* @param {Explore_MatchingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_matching = /** @type {((inputs?: Explore_MatchingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_MatchingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_matching(inputs)
	if (locale === "fr") return fr_explore_matching(inputs)
	if (locale === "nl") return nl_explore_matching(inputs)
	if (locale === "es") return es_explore_matching(inputs)
	if (locale === "en-XA") return en_xa2_explore_matching(inputs)
	return en_explore_matching(inputs)
});