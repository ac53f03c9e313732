/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Assessment_StatusInputs */

const en_refusal_assessment_status = /** @type {(inputs: Refusal_Assessment_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This cannot be done while the assessment has its current status.`)
};

const de_refusal_assessment_status = /** @type {(inputs: Refusal_Assessment_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist beim aktuellen Status der Bewertung nicht möglich.`)
};

const fr_refusal_assessment_status = /** @type {(inputs: Refusal_Assessment_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas possible avec le statut actuel de l’évaluation.`)
};

const nl_refusal_assessment_status = /** @type {(inputs: Refusal_Assessment_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit kan niet met de huidige status van de beoordeling.`)
};

const es_refusal_assessment_status = /** @type {(inputs: Refusal_Assessment_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No es posible con el estado actual de la evaluación.`)
};

const en_xa2_refusal_assessment_status = /** @type {(inputs: Refusal_Assessment_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš çáññöţ ƀé ðöñé ŵĥíļé ţĥé áššéššɱéñţ ĥáš íţš çüŕŕéñţ šţáţüš. one two three four ]`)
};

/**
* | output |
* | --- |
* | "This cannot be done while the assessment has its current status." |
*
* @param {Refusal_Assessment_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_assessment_status = /** @type {((inputs?: Refusal_Assessment_StatusInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Assessment_StatusInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_assessment_status(inputs)
	if (locale === "fr") return fr_refusal_assessment_status(inputs)
	if (locale === "nl") return nl_refusal_assessment_status(inputs)
	if (locale === "es") return es_refusal_assessment_status(inputs)
	if (locale === "en-XA") return en_xa2_refusal_assessment_status(inputs)
	return en_refusal_assessment_status(inputs)
});