/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_ReasonInputs */

const en_report_reason = /** @type {(inputs: Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const de_report_reason = /** @type {(inputs: Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Begründung`)
};

const fr_report_reason = /** @type {(inputs: Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif`)
};

const nl_report_reason = /** @type {(inputs: Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reden`)
};

const es_report_reason = /** @type {(inputs: Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo`)
};

const en_xa2_report_reason = /** @type {(inputs: Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéášöñ ]`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Report_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_reason = /** @type {((inputs?: Report_ReasonInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_ReasonInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_reason(inputs)
	if (locale === "fr") return fr_report_reason(inputs)
	if (locale === "nl") return nl_report_reason(inputs)
	if (locale === "es") return es_report_reason(inputs)
	if (locale === "en-XA") return en_xa2_report_reason(inputs)
	return en_report_reason(inputs)
});