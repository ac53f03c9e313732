/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_PortfolioInputs */

const en_dashboard_portfolio = /** @type {(inputs: Dashboard_PortfolioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portfolio`)
};

const de_dashboard_portfolio = /** @type {(inputs: Dashboard_PortfolioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portfolio`)
};

const fr_dashboard_portfolio = /** @type {(inputs: Dashboard_PortfolioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portefeuille`)
};

const nl_dashboard_portfolio = /** @type {(inputs: Dashboard_PortfolioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portfolio`)
};

const es_dashboard_portfolio = /** @type {(inputs: Dashboard_PortfolioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartera`)
};

const en_xa2_dashboard_portfolio = /** @type {(inputs: Dashboard_PortfolioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þöŕţƒöļíö ]`)
};

/**
* | output |
* | --- |
* | "Portfolio" |
*
* @param {Dashboard_PortfolioInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_portfolio = /** @type {((inputs?: Dashboard_PortfolioInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_PortfolioInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_portfolio(inputs)
	if (locale === "fr") return fr_dashboard_portfolio(inputs)
	if (locale === "nl") return nl_dashboard_portfolio(inputs)
	if (locale === "es") return es_dashboard_portfolio(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_portfolio(inputs)
	return en_dashboard_portfolio(inputs)
});