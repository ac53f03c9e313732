/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_MaturityInputs */

const en_report_maturity = /** @type {(inputs: Report_MaturityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maturity`)
};

const de_report_maturity = /** @type {(inputs: Report_MaturityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reifegrad`)
};

const fr_report_maturity = /** @type {(inputs: Report_MaturityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maturité`)
};

const nl_report_maturity = /** @type {(inputs: Report_MaturityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volwassenheid`)
};

const es_report_maturity = /** @type {(inputs: Report_MaturityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Madurez`)
};

const en_xa2_report_maturity = /** @type {(inputs: Report_MaturityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáţüŕíţý ]`)
};

/**
* | output |
* | --- |
* | "Maturity" |
*
* @param {Report_MaturityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_maturity = /** @type {((inputs?: Report_MaturityInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_MaturityInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_maturity(inputs)
	if (locale === "fr") return fr_report_maturity(inputs)
	if (locale === "nl") return nl_report_maturity(inputs)
	if (locale === "es") return es_report_maturity(inputs)
	if (locale === "en-XA") return en_xa2_report_maturity(inputs)
	return en_report_maturity(inputs)
});