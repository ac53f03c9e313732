/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tenant: NonNullable<unknown>, assessment: NonNullable<unknown> }} Report_TitleInputs */

const en_report_title = /** @type {(inputs: Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant}: ${i?.assessment}`)
};

const de_report_title = /** @type {(inputs: Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant}: ${i?.assessment}`)
};

const fr_report_title = /** @type {(inputs: Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} : ${i?.assessment}`)
};

const nl_report_title = /** @type {(inputs: Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant}: ${i?.assessment}`)
};

const es_report_title = /** @type {(inputs: Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant}: ${i?.assessment}`)
};

const en_xa2_report_title = /** @type {(inputs: Report_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.tenant}: ${i?.assessment} one t]`)
};

/**
* | output |
* | --- |
* | "{tenant}: {assessment}" |
*
* @param {Report_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_title = /** @type {((inputs: Report_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_title(inputs)
	if (locale === "fr") return fr_report_title(inputs)
	if (locale === "nl") return nl_report_title(inputs)
	if (locale === "es") return es_report_title(inputs)
	if (locale === "en-XA") return en_xa2_report_title(inputs)
	return en_report_title(inputs)
});