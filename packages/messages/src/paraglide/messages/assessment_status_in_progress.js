/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Status_In_ProgressInputs */

const en_assessment_status_in_progress = /** @type {(inputs: Assessment_Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In progress`)
};

const de_assessment_status_in_progress = /** @type {(inputs: Assessment_Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Bearbeitung`)
};

const fr_assessment_status_in_progress = /** @type {(inputs: Assessment_Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cours`)
};

const nl_assessment_status_in_progress = /** @type {(inputs: Assessment_Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezig`)
};

const es_assessment_status_in_progress = /** @type {(inputs: Assessment_Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En curso`)
};

const en_xa2_assessment_status_in_progress = /** @type {(inputs: Assessment_Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñ þŕöĝŕéšš o]`)
};

/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Assessment_Status_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_status_in_progress = /** @type {((inputs?: Assessment_Status_In_ProgressInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Status_In_ProgressInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_status_in_progress(inputs)
	if (locale === "fr") return fr_assessment_status_in_progress(inputs)
	if (locale === "nl") return nl_assessment_status_in_progress(inputs)
	if (locale === "es") return es_assessment_status_in_progress(inputs)
	if (locale === "en-XA") return en_xa2_assessment_status_in_progress(inputs)
	return en_assessment_status_in_progress(inputs)
});