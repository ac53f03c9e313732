/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Archived_ToastInputs */

const en_assessment_archived_toast = /** @type {(inputs: Assessment_Archived_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment archived`)
};

const de_assessment_archived_toast = /** @type {(inputs: Assessment_Archived_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung archiviert`)
};

const fr_assessment_archived_toast = /** @type {(inputs: Assessment_Archived_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluation archivée`)
};

const nl_assessment_archived_toast = /** @type {(inputs: Assessment_Archived_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeling gearchiveerd`)
};

const es_assessment_archived_toast = /** @type {(inputs: Assessment_Archived_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evaluación archivada`)
};

const en_xa2_assessment_archived_toast = /** @type {(inputs: Assessment_Archived_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéššɱéñţ áŕçĥíṽéð one ]`)
};

/**
* | output |
* | --- |
* | "Assessment archived" |
*
* @param {Assessment_Archived_ToastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_archived_toast = /** @type {((inputs?: Assessment_Archived_ToastInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Archived_ToastInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_archived_toast(inputs)
	if (locale === "fr") return fr_assessment_archived_toast(inputs)
	if (locale === "nl") return nl_assessment_archived_toast(inputs)
	if (locale === "es") return es_assessment_archived_toast(inputs)
	if (locale === "en-XA") return en_xa2_assessment_archived_toast(inputs)
	return en_assessment_archived_toast(inputs)
});