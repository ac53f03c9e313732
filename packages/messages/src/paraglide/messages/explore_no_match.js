/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_No_MatchInputs */

const en_explore_no_match = /** @type {(inputs: Explore_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No controls match`)
};

const de_explore_no_match = /** @type {(inputs: Explore_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine passenden Kontrollen`)
};

const fr_explore_no_match = /** @type {(inputs: Explore_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun contrôle ne correspond`)
};

const nl_explore_no_match = /** @type {(inputs: Explore_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen controls gevonden`)
};

const es_explore_no_match = /** @type {(inputs: Explore_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún control coincide`)
};

const en_xa2_explore_no_match = /** @type {(inputs: Explore_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö çöñţŕöļš ɱáţçĥ one]`)
};

/**
* | output |
* | --- |
* | "No controls match" |
*
* @param {Explore_No_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_no_match = /** @type {((inputs?: Explore_No_MatchInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_No_MatchInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_no_match(inputs)
	if (locale === "fr") return fr_explore_no_match(inputs)
	if (locale === "nl") return nl_explore_no_match(inputs)
	if (locale === "es") return es_explore_no_match(inputs)
	if (locale === "en-XA") return en_xa2_explore_no_match(inputs)
	return en_explore_no_match(inputs)
});