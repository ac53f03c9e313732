/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Out_Of_100Inputs */

const en_report_out_of_100 = /** @type {(inputs: Report_Out_Of_100Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`out of 100`)
};

const de_report_out_of_100 = /** @type {(inputs: Report_Out_Of_100Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`von 100`)
};

const fr_report_out_of_100 = /** @type {(inputs: Report_Out_Of_100Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sur 100`)
};

const nl_report_out_of_100 = /** @type {(inputs: Report_Out_Of_100Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`van 100`)
};

const es_report_out_of_100 = /** @type {(inputs: Report_Out_Of_100Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sobre 100`)
};

const en_xa2_report_out_of_100 = /** @type {(inputs: Report_Out_Of_100Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[öüţ öƒ 100 o]`)
};

/**
* | output |
* | --- |
* | "out of 100" |
*
* @param {Report_Out_Of_100Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_out_of_100 = /** @type {((inputs?: Report_Out_Of_100Inputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Out_Of_100Inputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_out_of_100(inputs)
	if (locale === "fr") return fr_report_out_of_100(inputs)
	if (locale === "nl") return nl_report_out_of_100(inputs)
	if (locale === "es") return es_report_out_of_100(inputs)
	if (locale === "en-XA") return en_xa2_report_out_of_100(inputs)
	return en_report_out_of_100(inputs)
});