/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_AppendixInputs */

const en_report_appendix = /** @type {(inputs: Report_AppendixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appendix: every answer`)
};

const de_report_appendix = /** @type {(inputs: Report_AppendixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anhang: alle Antworten`)
};

const fr_report_appendix = /** @type {(inputs: Report_AppendixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annexe : toutes les réponses`)
};

const nl_report_appendix = /** @type {(inputs: Report_AppendixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bijlage: alle antwoorden`)
};

const es_report_appendix = /** @type {(inputs: Report_AppendixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anexo: todas las respuestas`)
};

const en_xa2_report_appendix = /** @type {(inputs: Report_AppendixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åþþéñðíẋ: éṽéŕý áñšŵéŕ one t]`)
};

/**
* | output |
* | --- |
* | "Appendix: every answer" |
*
* @param {Report_AppendixInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_appendix = /** @type {((inputs?: Report_AppendixInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_AppendixInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_appendix(inputs)
	if (locale === "fr") return fr_report_appendix(inputs)
	if (locale === "nl") return nl_report_appendix(inputs)
	if (locale === "es") return es_report_appendix(inputs)
	if (locale === "en-XA") return en_xa2_report_appendix(inputs)
	return en_report_appendix(inputs)
});