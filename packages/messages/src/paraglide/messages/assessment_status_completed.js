/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Status_CompletedInputs */

const en_assessment_status_completed = /** @type {(inputs: Assessment_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

const de_assessment_status_completed = /** @type {(inputs: Assessment_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgeschlossen`)
};

const fr_assessment_status_completed = /** @type {(inputs: Assessment_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminée`)
};

const nl_assessment_status_completed = /** @type {(inputs: Assessment_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afgerond`)
};

const es_assessment_status_completed = /** @type {(inputs: Assessment_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completada`)
};

const en_xa2_assessment_status_completed = /** @type {(inputs: Assessment_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱþļéţéð ]`)
};

/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Assessment_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_status_completed = /** @type {((inputs?: Assessment_Status_CompletedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Status_CompletedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_status_completed(inputs)
	if (locale === "fr") return fr_assessment_status_completed(inputs)
	if (locale === "nl") return nl_assessment_status_completed(inputs)
	if (locale === "es") return es_assessment_status_completed(inputs)
	if (locale === "en-XA") return en_xa2_assessment_status_completed(inputs)
	return en_assessment_status_completed(inputs)
});