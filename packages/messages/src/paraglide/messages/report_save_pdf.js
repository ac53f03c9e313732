/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Save_PdfInputs */

const en_report_save_pdf = /** @type {(inputs: Report_Save_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save as PDF`)
};

const de_report_save_pdf = /** @type {(inputs: Report_Save_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als PDF speichern`)
};

const fr_report_save_pdf = /** @type {(inputs: Report_Save_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer en PDF`)
};

const nl_report_save_pdf = /** @type {(inputs: Report_Save_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opslaan als pdf`)
};

const es_report_save_pdf = /** @type {(inputs: Report_Save_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar como PDF`)
};

const en_xa2_report_save_pdf = /** @type {(inputs: Report_Save_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé áš ÞÐƑ o]`)
};

/**
* | output |
* | --- |
* | "Save as PDF" |
*
* @param {Report_Save_PdfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_save_pdf = /** @type {((inputs?: Report_Save_PdfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Save_PdfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_save_pdf(inputs)
	if (locale === "fr") return fr_report_save_pdf(inputs)
	if (locale === "nl") return nl_report_save_pdf(inputs)
	if (locale === "es") return es_report_save_pdf(inputs)
	if (locale === "en-XA") return en_xa2_report_save_pdf(inputs)
	return en_report_save_pdf(inputs)
});