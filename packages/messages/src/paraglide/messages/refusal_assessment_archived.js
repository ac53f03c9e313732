/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Assessment_ArchivedInputs */

const en_refusal_assessment_archived = /** @type {(inputs: Refusal_Assessment_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This assessment is archived.`)
};

const de_refusal_assessment_archived = /** @type {(inputs: Refusal_Assessment_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bewertung ist archiviert.`)
};

const fr_refusal_assessment_archived = /** @type {(inputs: Refusal_Assessment_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette évaluation est archivée.`)
};

const nl_refusal_assessment_archived = /** @type {(inputs: Refusal_Assessment_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze beoordeling is gearchiveerd.`)
};

const es_refusal_assessment_archived = /** @type {(inputs: Refusal_Assessment_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta evaluación está archivada.`)
};

const en_xa2_refusal_assessment_archived = /** @type {(inputs: Refusal_Assessment_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áššéššɱéñţ íš áŕçĥíṽéð. one two]`)
};

/**
* | output |
* | --- |
* | "This assessment is archived." |
*
* @param {Refusal_Assessment_ArchivedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_assessment_archived = /** @type {((inputs?: Refusal_Assessment_ArchivedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Assessment_ArchivedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_assessment_archived(inputs)
	if (locale === "fr") return fr_refusal_assessment_archived(inputs)
	if (locale === "nl") return nl_refusal_assessment_archived(inputs)
	if (locale === "es") return es_refusal_assessment_archived(inputs)
	if (locale === "en-XA") return en_xa2_refusal_assessment_archived(inputs)
	return en_refusal_assessment_archived(inputs)
});