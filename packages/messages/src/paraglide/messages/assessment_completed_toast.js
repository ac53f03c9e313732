/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Completed_ToastInputs */

const en_assessment_completed_toast = /** @type {(inputs: Assessment_Completed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment completed`)
};

const de_assessment_completed_toast = /** @type {(inputs: Assessment_Completed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung abgeschlossen`)
};

const fr_assessment_completed_toast = /** @type {(inputs: Assessment_Completed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluation terminée`)
};

const nl_assessment_completed_toast = /** @type {(inputs: Assessment_Completed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeling afgerond`)
};

const es_assessment_completed_toast = /** @type {(inputs: Assessment_Completed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evaluación completada`)
};

const en_xa2_assessment_completed_toast = /** @type {(inputs: Assessment_Completed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéššɱéñţ çöɱþļéţéð one ]`)
};

/**
* | output |
* | --- |
* | "Assessment completed" |
*
* @param {Assessment_Completed_ToastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_completed_toast = /** @type {((inputs?: Assessment_Completed_ToastInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Completed_ToastInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_completed_toast(inputs)
	if (locale === "fr") return fr_assessment_completed_toast(inputs)
	if (locale === "nl") return nl_assessment_completed_toast(inputs)
	if (locale === "es") return es_assessment_completed_toast(inputs)
	if (locale === "en-XA") return en_xa2_assessment_completed_toast(inputs)
	return en_assessment_completed_toast(inputs)
});