/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_ReopenedInputs */

const en_assessment_reopened = /** @type {(inputs: Assessment_ReopenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment reopened`)
};

const de_assessment_reopened = /** @type {(inputs: Assessment_ReopenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung wieder geöffnet`)
};

const fr_assessment_reopened = /** @type {(inputs: Assessment_ReopenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluation rouverte`)
};

const nl_assessment_reopened = /** @type {(inputs: Assessment_ReopenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeling heropend`)
};

const es_assessment_reopened = /** @type {(inputs: Assessment_ReopenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evaluación reabierta`)
};

const en_xa2_assessment_reopened = /** @type {(inputs: Assessment_ReopenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéššɱéñţ ŕéöþéñéð one ]`)
};

/**
* | output |
* | --- |
* | "Assessment reopened" |
*
* @param {Assessment_ReopenedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_reopened = /** @type {((inputs?: Assessment_ReopenedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_ReopenedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_reopened(inputs)
	if (locale === "fr") return fr_assessment_reopened(inputs)
	if (locale === "nl") return nl_assessment_reopened(inputs)
	if (locale === "es") return es_assessment_reopened(inputs)
	if (locale === "en-XA") return en_xa2_assessment_reopened(inputs)
	return en_assessment_reopened(inputs)
});