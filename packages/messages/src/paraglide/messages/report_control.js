/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_ControlInputs */

const en_report_control = /** @type {(inputs: Report_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Control`)
};

const de_report_control = /** @type {(inputs: Report_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontrolle`)
};

const fr_report_control = /** @type {(inputs: Report_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôle`)
};

const nl_report_control = /** @type {(inputs: Report_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Control`)
};

const es_report_control = /** @type {(inputs: Report_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Control`)
};

const en_xa2_report_control = /** @type {(inputs: Report_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţŕöļ ]`)
};

/**
* | output |
* | --- |
* | "Control" |
*
* @param {Report_ControlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_control = /** @type {((inputs?: Report_ControlInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_ControlInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_control(inputs)
	if (locale === "fr") return fr_report_control(inputs)
	if (locale === "nl") return nl_report_control(inputs)
	if (locale === "es") return es_report_control(inputs)
	if (locale === "en-XA") return en_xa2_report_control(inputs)
	return en_report_control(inputs)
});