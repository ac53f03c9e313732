/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ baseline: NonNullable<unknown>, version: NonNullable<unknown>, date: NonNullable<unknown> }} Report_Subtitle_CompletedInputs */

const en_report_subtitle_completed = /** @type {(inputs: Report_Subtitle_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · version ${i?.version} · completed ${i?.date}`)
};

const de_report_subtitle_completed = /** @type {(inputs: Report_Subtitle_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · Version ${i?.version} · abgeschlossen am ${i?.date}`)
};

const fr_report_subtitle_completed = /** @type {(inputs: Report_Subtitle_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · version ${i?.version} · terminée le ${i?.date}`)
};

const nl_report_subtitle_completed = /** @type {(inputs: Report_Subtitle_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · versie ${i?.version} · afgerond op ${i?.date}`)
};

const es_report_subtitle_completed = /** @type {(inputs: Report_Subtitle_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · versión ${i?.version} · completada el ${i?.date}`)
};

const en_xa2_report_subtitle_completed = /** @type {(inputs: Report_Subtitle_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.baseline} · ṽéŕšíöñ ${i?.version} · çöɱþļéţéð ${i?.date} one two three ]`)
};

/**
* | output |
* | --- |
* | "{baseline} · version {version} · completed {date}" |
*
* @param {Report_Subtitle_CompletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_subtitle_completed = /** @type {((inputs: Report_Subtitle_CompletedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Subtitle_CompletedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_subtitle_completed(inputs)
	if (locale === "fr") return fr_report_subtitle_completed(inputs)
	if (locale === "nl") return nl_report_subtitle_completed(inputs)
	if (locale === "es") return es_report_subtitle_completed(inputs)
	if (locale === "en-XA") return en_xa2_report_subtitle_completed(inputs)
	return en_report_subtitle_completed(inputs)
});