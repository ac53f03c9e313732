/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_Export_Truncated_DescriptionInputs */

const en_console_audit_export_truncated_description = /** @type {(inputs: Console_Audit_Export_Truncated_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Narrow the filters or the dates to export the rest.`)
};

const de_console_audit_export_truncated_description = /** @type {(inputs: Console_Audit_Export_Truncated_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grenzen Sie Filter oder Daten ein, um den Rest zu exportieren.`)
};

const fr_console_audit_export_truncated_description = /** @type {(inputs: Console_Audit_Export_Truncated_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affinez les filtres ou les dates pour exporter le reste.`)
};

const nl_console_audit_export_truncated_description = /** @type {(inputs: Console_Audit_Export_Truncated_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verfijn de filters of de datums om de rest te exporteren.`)
};

const es_console_audit_export_truncated_description = /** @type {(inputs: Console_Audit_Export_Truncated_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acota los filtros o las fechas para exportar el resto.`)
};

const en_xa2_console_audit_export_truncated_description = /** @type {(inputs: Console_Audit_Export_Truncated_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáŕŕöŵ ţĥé ƒíļţéŕš öŕ ţĥé ðáţéš ţö éẋþöŕţ ţĥé ŕéšţ. one two three f]`)
};

/**
* | output |
* | --- |
* | "Narrow the filters or the dates to export the rest." |
*
* @param {Console_Audit_Export_Truncated_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_export_truncated_description = /** @type {((inputs?: Console_Audit_Export_Truncated_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_Export_Truncated_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_export_truncated_description(inputs)
	if (locale === "fr") return fr_console_audit_export_truncated_description(inputs)
	if (locale === "nl") return nl_console_audit_export_truncated_description(inputs)
	if (locale === "es") return es_console_audit_export_truncated_description(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_export_truncated_description(inputs)
	return en_console_audit_export_truncated_description(inputs)
});