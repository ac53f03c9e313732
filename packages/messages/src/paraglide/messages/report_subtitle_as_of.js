/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ baseline: NonNullable<unknown>, version: NonNullable<unknown>, date: NonNullable<unknown> }} Report_Subtitle_As_OfInputs */

const en_report_subtitle_as_of = /** @type {(inputs: Report_Subtitle_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · version ${i?.version} · in progress, as of ${i?.date}`)
};

const de_report_subtitle_as_of = /** @type {(inputs: Report_Subtitle_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · Version ${i?.version} · in Bearbeitung, Stand ${i?.date}`)
};

const fr_report_subtitle_as_of = /** @type {(inputs: Report_Subtitle_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · version ${i?.version} · en cours, au ${i?.date}`)
};

const nl_report_subtitle_as_of = /** @type {(inputs: Report_Subtitle_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · versie ${i?.version} · bezig, stand van ${i?.date}`)
};

const es_report_subtitle_as_of = /** @type {(inputs: Report_Subtitle_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · versión ${i?.version} · en curso, a fecha de ${i?.date}`)
};

const en_xa2_report_subtitle_as_of = /** @type {(inputs: Report_Subtitle_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.baseline} · ṽéŕšíöñ ${i?.version} · íñ þŕöĝŕéšš, áš öƒ ${i?.date} one two three fou]`)
};

/**
* | output |
* | --- |
* | "{baseline} · version {version} · in progress, as of {date}" |
*
* @param {Report_Subtitle_As_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_subtitle_as_of = /** @type {((inputs: Report_Subtitle_As_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Subtitle_As_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_subtitle_as_of(inputs)
	if (locale === "fr") return fr_report_subtitle_as_of(inputs)
	if (locale === "nl") return nl_report_subtitle_as_of(inputs)
	if (locale === "es") return es_report_subtitle_as_of(inputs)
	if (locale === "en-XA") return en_xa2_report_subtitle_as_of(inputs)
	return en_report_subtitle_as_of(inputs)
});