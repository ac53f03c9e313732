/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_Ranking_DescriptionInputs */

const en_tcompare_ranking_description = /** @type {(inputs: Tcompare_Ranking_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best overall score first.`)
};

const de_tcompare_ranking_description = /** @type {(inputs: Tcompare_Ranking_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beste Gesamtpunktzahl zuerst.`)
};

const fr_tcompare_ranking_description = /** @type {(inputs: Tcompare_Ranking_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meilleur score global en premier.`)
};

const nl_tcompare_ranking_description = /** @type {(inputs: Tcompare_Ranking_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beste totaalscore eerst.`)
};

const es_tcompare_ranking_description = /** @type {(inputs: Tcompare_Ranking_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejor puntuación global primero.`)
};

const en_xa2_tcompare_ranking_description = /** @type {(inputs: Tcompare_Ranking_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓéšţ öṽéŕáļļ šçöŕé ƒíŕšţ. one tw]`)
};

/**
* | output |
* | --- |
* | "Best overall score first." |
*
* @param {Tcompare_Ranking_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_ranking_description = /** @type {((inputs?: Tcompare_Ranking_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Ranking_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_ranking_description(inputs)
	if (locale === "fr") return fr_tcompare_ranking_description(inputs)
	if (locale === "nl") return nl_tcompare_ranking_description(inputs)
	if (locale === "es") return es_tcompare_ranking_description(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_ranking_description(inputs)
	return en_tcompare_ranking_description(inputs)
});