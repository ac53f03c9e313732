/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Respondent_Use_TheirsInputs */

const en_respondent_use_theirs = /** @type {(inputs: Respondent_Use_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use theirs`)
};

const de_respondent_use_theirs = /** @type {(inputs: Respondent_Use_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deren Antwort übernehmen`)
};

const fr_respondent_use_theirs = /** @type {(inputs: Respondent_Use_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder la leur`)
};

const nl_respondent_use_theirs = /** @type {(inputs: Respondent_Use_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hun versie gebruiken`)
};

const es_respondent_use_theirs = /** @type {(inputs: Respondent_Use_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar la suya`)
};

const en_xa2_respondent_use_theirs = /** @type {(inputs: Respondent_Use_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšé ţĥéíŕš o]`)
};

/**
* | output |
* | --- |
* | "Use theirs" |
*
* @param {Respondent_Use_TheirsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_use_theirs = /** @type {((inputs?: Respondent_Use_TheirsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Respondent_Use_TheirsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_respondent_use_theirs(inputs)
	if (locale === "fr") return fr_respondent_use_theirs(inputs)
	if (locale === "nl") return nl_respondent_use_theirs(inputs)
	if (locale === "es") return es_respondent_use_theirs(inputs)
	if (locale === "en-XA") return en_xa2_respondent_use_theirs(inputs)
	return en_respondent_use_theirs(inputs)
});