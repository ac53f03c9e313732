/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_Domain_ScoresInputs */

const en_tcompare_domain_scores = /** @type {(inputs: Tcompare_Domain_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domain scores`)
};

const de_tcompare_domain_scores = /** @type {(inputs: Tcompare_Domain_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punktzahlen nach Bereich`)
};

const fr_tcompare_domain_scores = /** @type {(inputs: Tcompare_Domain_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores par domaine`)
};

const nl_tcompare_domain_scores = /** @type {(inputs: Tcompare_Domain_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores per domein`)
};

const es_tcompare_domain_scores = /** @type {(inputs: Tcompare_Domain_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuaciones por dominio`)
};

const en_xa2_tcompare_domain_scores = /** @type {(inputs: Tcompare_Domain_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðöɱáíñ šçöŕéš on]`)
};

/**
* | output |
* | --- |
* | "Domain scores" |
*
* @param {Tcompare_Domain_ScoresInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_domain_scores = /** @type {((inputs?: Tcompare_Domain_ScoresInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Domain_ScoresInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_domain_scores(inputs)
	if (locale === "fr") return fr_tcompare_domain_scores(inputs)
	if (locale === "nl") return nl_tcompare_domain_scores(inputs)
	if (locale === "es") return es_tcompare_domain_scores(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_domain_scores(inputs)
	return en_tcompare_domain_scores(inputs)
});