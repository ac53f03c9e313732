/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_LanguageInputs */

const en_report_language = /** @type {(inputs: Report_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report language`)
};

const de_report_language = /** @type {(inputs: Report_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache des Berichts`)
};

const fr_report_language = /** @type {(inputs: Report_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue du rapport`)
};

const nl_report_language = /** @type {(inputs: Report_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taal van het rapport`)
};

const es_report_language = /** @type {(inputs: Report_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma del informe`)
};

const en_xa2_report_language = /** @type {(inputs: Report_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéþöŕţ ļáñĝüáĝé on]`)
};

/**
* | output |
* | --- |
* | "Report language" |
*
* @param {Report_LanguageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_language = /** @type {((inputs?: Report_LanguageInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_LanguageInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_language(inputs)
	if (locale === "fr") return fr_report_language(inputs)
	if (locale === "nl") return nl_report_language(inputs)
	if (locale === "es") return es_report_language(inputs)
	if (locale === "en-XA") return en_xa2_report_language(inputs)
	return en_report_language(inputs)
});