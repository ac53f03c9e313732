/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Loading_ActivityInputs */

const en_assessment_loading_activity = /** @type {(inputs: Assessment_Loading_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading activity`)
};

const de_assessment_loading_activity = /** @type {(inputs: Assessment_Loading_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktivität wird geladen`)
};

const fr_assessment_loading_activity = /** @type {(inputs: Assessment_Loading_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l’activité`)
};

const nl_assessment_loading_activity = /** @type {(inputs: Assessment_Loading_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activiteit laden`)
};

const es_assessment_loading_activity = /** @type {(inputs: Assessment_Loading_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la actividad`)
};

const en_xa2_assessment_loading_activity = /** @type {(inputs: Assessment_Loading_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ áçţíṽíţý one]`)
};

/**
* | output |
* | --- |
* | "Loading activity" |
*
* @param {Assessment_Loading_ActivityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_loading_activity = /** @type {((inputs?: Assessment_Loading_ActivityInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Loading_ActivityInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_loading_activity(inputs)
	if (locale === "fr") return fr_assessment_loading_activity(inputs)
	if (locale === "nl") return nl_assessment_loading_activity(inputs)
	if (locale === "es") return es_assessment_loading_activity(inputs)
	if (locale === "en-XA") return en_xa2_assessment_loading_activity(inputs)
	return en_assessment_loading_activity(inputs)
});