/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_No_ExceptionsInputs */

const en_report_no_exceptions = /** @type {(inputs: Report_No_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No exceptions were accepted.`)
};

const de_report_no_exceptions = /** @type {(inputs: Report_No_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es wurden keine Ausnahmen akzeptiert.`)
};

const fr_report_no_exceptions = /** @type {(inputs: Report_No_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune exception n’a été acceptée.`)
};

const nl_report_no_exceptions = /** @type {(inputs: Report_No_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er zijn geen uitzonderingen geaccepteerd.`)
};

const es_report_no_exceptions = /** @type {(inputs: Report_No_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se aceptó ninguna excepción.`)
};

const en_xa2_report_no_exceptions = /** @type {(inputs: Report_No_ExceptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö éẋçéþţíöñš ŵéŕé áççéþţéð. one two]`)
};

/**
* | output |
* | --- |
* | "No exceptions were accepted." |
*
* @param {Report_No_ExceptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_no_exceptions = /** @type {((inputs?: Report_No_ExceptionsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_No_ExceptionsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_no_exceptions(inputs)
	if (locale === "fr") return fr_report_no_exceptions(inputs)
	if (locale === "nl") return nl_report_no_exceptions(inputs)
	if (locale === "es") return es_report_no_exceptions(inputs)
	if (locale === "en-XA") return en_xa2_report_no_exceptions(inputs)
	return en_report_no_exceptions(inputs)
});