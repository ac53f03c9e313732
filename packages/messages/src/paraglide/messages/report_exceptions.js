/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_ExceptionsInputs */

const en_report_exceptions = /** @type {(inputs: Report_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exceptions`)
};

const de_report_exceptions = /** @type {(inputs: Report_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausnahmen`)
};

const fr_report_exceptions = /** @type {(inputs: Report_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exceptions`)
};

const nl_report_exceptions = /** @type {(inputs: Report_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitzonderingen`)
};

const es_report_exceptions = /** @type {(inputs: Report_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excepciones`)
};

const en_xa2_report_exceptions = /** @type {(inputs: Report_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋçéþţíöñš o]`)
};

/**
* | output |
* | --- |
* | "Exceptions" |
*
* @param {Report_ExceptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_exceptions = /** @type {((inputs?: Report_ExceptionsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_ExceptionsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_exceptions(inputs)
	if (locale === "fr") return fr_report_exceptions(inputs)
	if (locale === "nl") return nl_report_exceptions(inputs)
	if (locale === "es") return es_report_exceptions(inputs)
	if (locale === "en-XA") return en_xa2_report_exceptions(inputs)
	return en_report_exceptions(inputs)
});