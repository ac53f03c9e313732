/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_LoadingInputs */

const en_assessment_loading = /** @type {(inputs: Assessment_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading assessment`)
};

const de_assessment_loading = /** @type {(inputs: Assessment_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung wird geladen`)
};

const fr_assessment_loading = /** @type {(inputs: Assessment_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l’évaluation`)
};

const nl_assessment_loading = /** @type {(inputs: Assessment_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeling laden`)
};

const es_assessment_loading = /** @type {(inputs: Assessment_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la evaluación`)
};

const en_xa2_assessment_loading = /** @type {(inputs: Assessment_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ áššéššɱéñţ one]`)
};

/**
* | output |
* | --- |
* | "Loading assessment" |
*
* @param {Assessment_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_loading = /** @type {((inputs?: Assessment_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_loading(inputs)
	if (locale === "fr") return fr_assessment_loading(inputs)
	if (locale === "nl") return nl_assessment_loading(inputs)
	if (locale === "es") return es_assessment_loading(inputs)
	if (locale === "en-XA") return en_xa2_assessment_loading(inputs)
	return en_assessment_loading(inputs)
});