/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_Portfolio_MedianInputs */

const en_tcompare_portfolio_median = /** @type {(inputs: Tcompare_Portfolio_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portfolio median`)
};

const de_tcompare_portfolio_median = /** @type {(inputs: Tcompare_Portfolio_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portfolio-Median`)
};

const fr_tcompare_portfolio_median = /** @type {(inputs: Tcompare_Portfolio_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Médiane du portefeuille`)
};

const nl_tcompare_portfolio_median = /** @type {(inputs: Tcompare_Portfolio_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portfoliomediaan`)
};

const es_tcompare_portfolio_median = /** @type {(inputs: Tcompare_Portfolio_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mediana de la cartera`)
};

const en_xa2_tcompare_portfolio_median = /** @type {(inputs: Tcompare_Portfolio_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þöŕţƒöļíö ɱéðíáñ one]`)
};

/**
* | output |
* | --- |
* | "Portfolio median" |
*
* @param {Tcompare_Portfolio_MedianInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_portfolio_median = /** @type {((inputs?: Tcompare_Portfolio_MedianInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Portfolio_MedianInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_portfolio_median(inputs)
	if (locale === "fr") return fr_tcompare_portfolio_median(inputs)
	if (locale === "nl") return nl_tcompare_portfolio_median(inputs)
	if (locale === "es") return es_tcompare_portfolio_median(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_portfolio_median(inputs)
	return en_tcompare_portfolio_median(inputs)
});