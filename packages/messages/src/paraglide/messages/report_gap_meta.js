/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown>, state: NonNullable<unknown>, weight: NonNullable<unknown>, effort: NonNullable<unknown> }} Report_Gap_MetaInputs */

const en_report_gap_meta = /** @type {(inputs: Report_Gap_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} · ${i?.state} · weight ${i?.weight} · effort ${i?.effort}`)
};

const de_report_gap_meta = /** @type {(inputs: Report_Gap_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} · ${i?.state} · Gewicht ${i?.weight} · Aufwand ${i?.effort}`)
};

const fr_report_gap_meta = /** @type {(inputs: Report_Gap_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} · ${i?.state} · poids ${i?.weight} · effort ${i?.effort}`)
};

const nl_report_gap_meta = /** @type {(inputs: Report_Gap_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} · ${i?.state} · gewicht ${i?.weight} · inspanning ${i?.effort}`)
};

const es_report_gap_meta = /** @type {(inputs: Report_Gap_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} · ${i?.state} · peso ${i?.weight} · esfuerzo ${i?.effort}`)
};

const en_xa2_report_gap_meta = /** @type {(inputs: Report_Gap_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.domain} · ${i?.state} · ŵéíĝĥţ ${i?.weight} · éƒƒöŕţ ${i?.effort} one two three fo]`)
};

/**
* | output |
* | --- |
* | "{domain} · {state} · weight {weight} · effort {effort}" |
*
* @param {Report_Gap_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_gap_meta = /** @type {((inputs: Report_Gap_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Gap_MetaInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_gap_meta(inputs)
	if (locale === "fr") return fr_report_gap_meta(inputs)
	if (locale === "nl") return nl_report_gap_meta(inputs)
	if (locale === "es") return es_report_gap_meta(inputs)
	if (locale === "en-XA") return en_xa2_report_gap_meta(inputs)
	return en_report_gap_meta(inputs)
});