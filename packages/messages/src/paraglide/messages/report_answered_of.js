/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ answered: NonNullable<unknown>, applicable: NonNullable<unknown> }} Report_Answered_OfInputs */

const en_report_answered_of = /** @type {(inputs: Report_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} of ${i?.applicable} controls answered`)
};

const de_report_answered_of = /** @type {(inputs: Report_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} von ${i?.applicable} Kontrollen beantwortet`)
};

const fr_report_answered_of = /** @type {(inputs: Report_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} contrôles sur ${i?.applicable} répondus`)
};

const nl_report_answered_of = /** @type {(inputs: Report_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} van ${i?.applicable} controls beantwoord`)
};

const es_report_answered_of = /** @type {(inputs: Report_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} de ${i?.applicable} controles respondidos`)
};

const en_xa2_report_answered_of = /** @type {(inputs: Report_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.answered} öƒ ${i?.applicable} çöñţŕöļš áñšŵéŕéð one two thre]`)
};

/**
* | output |
* | --- |
* | "{answered} of {applicable} controls answered" |
*
* @param {Report_Answered_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_answered_of = /** @type {((inputs: Report_Answered_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Answered_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_answered_of(inputs)
	if (locale === "fr") return fr_report_answered_of(inputs)
	if (locale === "nl") return nl_report_answered_of(inputs)
	if (locale === "es") return es_report_answered_of(inputs)
	if (locale === "en-XA") return en_xa2_report_answered_of(inputs)
	return en_report_answered_of(inputs)
});