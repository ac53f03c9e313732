/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_RankingInputs */

const en_tcompare_ranking = /** @type {(inputs: Tcompare_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ranking`)
};

const de_tcompare_ranking = /** @type {(inputs: Tcompare_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rangliste`)
};

const fr_tcompare_ranking = /** @type {(inputs: Tcompare_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classement`)
};

const nl_tcompare_ranking = /** @type {(inputs: Tcompare_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ranglijst`)
};

const es_tcompare_ranking = /** @type {(inputs: Tcompare_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificación`)
};

const en_xa2_tcompare_ranking = /** @type {(inputs: Tcompare_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáñķíñĝ ]`)
};

/**
* | output |
* | --- |
* | "Ranking" |
*
* @param {Tcompare_RankingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_ranking = /** @type {((inputs?: Tcompare_RankingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_RankingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_ranking(inputs)
	if (locale === "fr") return fr_tcompare_ranking(inputs)
	if (locale === "nl") return nl_tcompare_ranking(inputs)
	if (locale === "es") return es_tcompare_ranking(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_ranking(inputs)
	return en_tcompare_ranking(inputs)
});