/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Exceptions_HintInputs */

const en_report_exceptions_hint = /** @type {(inputs: Report_Exceptions_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`accepted, with an expiry`)
};

const de_report_exceptions_hint = /** @type {(inputs: Report_Exceptions_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`akzeptiert, mit Ablaufdatum`)
};

const fr_report_exceptions_hint = /** @type {(inputs: Report_Exceptions_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`acceptées, avec une échéance`)
};

const nl_report_exceptions_hint = /** @type {(inputs: Report_Exceptions_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`geaccepteerd, met een vervaldatum`)
};

const es_report_exceptions_hint = /** @type {(inputs: Report_Exceptions_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aceptadas, con vencimiento`)
};

const en_xa2_report_exceptions_hint = /** @type {(inputs: Report_Exceptions_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áççéþţéð, ŵíţĥ áñ éẋþíŕý one t]`)
};

/**
* | output |
* | --- |
* | "accepted, with an expiry" |
*
* @param {Report_Exceptions_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_exceptions_hint = /** @type {((inputs?: Report_Exceptions_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Exceptions_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_exceptions_hint(inputs)
	if (locale === "fr") return fr_report_exceptions_hint(inputs)
	if (locale === "nl") return nl_report_exceptions_hint(inputs)
	if (locale === "es") return es_report_exceptions_hint(inputs)
	if (locale === "en-XA") return en_xa2_report_exceptions_hint(inputs)
	return en_report_exceptions_hint(inputs)
});