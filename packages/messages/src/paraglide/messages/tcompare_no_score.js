/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_No_ScoreInputs */

const en_tcompare_no_score = /** @type {(inputs: Tcompare_No_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No score`)
};

const de_tcompare_no_score = /** @type {(inputs: Tcompare_No_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Punktzahl`)
};

const fr_tcompare_no_score = /** @type {(inputs: Tcompare_No_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun score`)
};

const nl_tcompare_no_score = /** @type {(inputs: Tcompare_No_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen score`)
};

const es_tcompare_no_score = /** @type {(inputs: Tcompare_No_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin puntuación`)
};

const en_xa2_tcompare_no_score = /** @type {(inputs: Tcompare_No_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö šçöŕé ]`)
};

/**
* | output |
* | --- |
* | "No score" |
*
* @param {Tcompare_No_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_no_score = /** @type {((inputs?: Tcompare_No_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_No_ScoreInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_no_score(inputs)
	if (locale === "fr") return fr_tcompare_no_score(inputs)
	if (locale === "nl") return nl_tcompare_no_score(inputs)
	if (locale === "es") return es_tcompare_no_score(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_no_score(inputs)
	return en_tcompare_no_score(inputs)
});