/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Export_Truncated_DescriptionInputs */

const en_console_org_export_truncated_description = /** @type {(inputs: Console_Org_Export_Truncated_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Narrow the search or the plan to export the rest.`)
};

const de_console_org_export_truncated_description = /** @type {(inputs: Console_Org_Export_Truncated_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grenzen Sie Suche oder Tarif ein, um den Rest zu exportieren.`)
};

const fr_console_org_export_truncated_description = /** @type {(inputs: Console_Org_Export_Truncated_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affinez la recherche ou l’offre pour exporter le reste.`)
};

const nl_console_org_export_truncated_description = /** @type {(inputs: Console_Org_Export_Truncated_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verfijn de zoekopdracht of het plan om de rest te exporteren.`)
};

const es_console_org_export_truncated_description = /** @type {(inputs: Console_Org_Export_Truncated_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acota la búsqueda o el plan para exportar el resto.`)
};

const en_xa2_console_org_export_truncated_description = /** @type {(inputs: Console_Org_Export_Truncated_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáŕŕöŵ ţĥé šéáŕçĥ öŕ ţĥé þļáñ ţö éẋþöŕţ ţĥé ŕéšţ. one two three ]`)
};

/**
* | output |
* | --- |
* | "Narrow the search or the plan to export the rest." |
*
* @param {Console_Org_Export_Truncated_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_export_truncated_description = /** @type {((inputs?: Console_Org_Export_Truncated_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Export_Truncated_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_export_truncated_description(inputs)
	if (locale === "fr") return fr_console_org_export_truncated_description(inputs)
	if (locale === "nl") return nl_console_org_export_truncated_description(inputs)
	if (locale === "es") return es_console_org_export_truncated_description(inputs)
	if (locale === "en-XA") return en_xa2_console_org_export_truncated_description(inputs)
	return en_console_org_export_truncated_description(inputs)
});