/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_ViewsInputs */

const en_assessment_views = /** @type {(inputs: Assessment_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment views`)
};

const de_assessment_views = /** @type {(inputs: Assessment_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ansichten der Bewertung`)
};

const fr_assessment_views = /** @type {(inputs: Assessment_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vues de l’évaluation`)
};

const nl_assessment_views = /** @type {(inputs: Assessment_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weergaven van de beoordeling`)
};

const es_assessment_views = /** @type {(inputs: Assessment_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vistas de la evaluación`)
};

const en_xa2_assessment_views = /** @type {(inputs: Assessment_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéššɱéñţ ṽíéŵš one]`)
};

/**
* | output |
* | --- |
* | "Assessment views" |
*
* @param {Assessment_ViewsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_views = /** @type {((inputs?: Assessment_ViewsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_ViewsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_views(inputs)
	if (locale === "fr") return fr_assessment_views(inputs)
	if (locale === "nl") return nl_assessment_views(inputs)
	if (locale === "es") return es_assessment_views(inputs)
	if (locale === "en-XA") return en_xa2_assessment_views(inputs)
	return en_assessment_views(inputs)
});