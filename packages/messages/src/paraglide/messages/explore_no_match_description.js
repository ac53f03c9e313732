/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_No_Match_DescriptionInputs */

const en_explore_no_match_description = /** @type {(inputs: Explore_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try fewer words, or clear the filters.`)
};

const de_explore_no_match_description = /** @type {(inputs: Explore_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versuchen Sie weniger Wörter oder setzen Sie die Filter zurück.`)
};

const fr_explore_no_match_description = /** @type {(inputs: Explore_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez moins de mots, ou effacez les filtres.`)
};

const nl_explore_no_match_description = /** @type {(inputs: Explore_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Probeer minder woorden, of wis de filters.`)
};

const es_explore_no_match_description = /** @type {(inputs: Explore_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pruebe con menos palabras o borre los filtros.`)
};

const en_xa2_explore_no_match_description = /** @type {(inputs: Explore_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý ƒéŵéŕ ŵöŕðš, öŕ çļéáŕ ţĥé ƒíļţéŕš. one two th]`)
};

/**
* | output |
* | --- |
* | "Try fewer words, or clear the filters." |
*
* @param {Explore_No_Match_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_no_match_description = /** @type {((inputs?: Explore_No_Match_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_No_Match_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_no_match_description(inputs)
	if (locale === "fr") return fr_explore_no_match_description(inputs)
	if (locale === "nl") return nl_explore_no_match_description(inputs)
	if (locale === "es") return es_explore_no_match_description(inputs)
	if (locale === "en-XA") return en_xa2_explore_no_match_description(inputs)
	return en_explore_no_match_description(inputs)
});