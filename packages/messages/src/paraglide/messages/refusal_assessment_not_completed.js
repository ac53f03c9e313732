/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Assessment_Not_CompletedInputs */

const en_refusal_assessment_not_completed = /** @type {(inputs: Refusal_Assessment_Not_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a completed assessment generates a roadmap: complete it first.`)
};

const de_refusal_assessment_not_completed = /** @type {(inputs: Refusal_Assessment_Not_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur eine abgeschlossene Bewertung erzeugt eine Roadmap: Schließen Sie sie zuerst ab.`)
};

const fr_refusal_assessment_not_completed = /** @type {(inputs: Refusal_Assessment_Not_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seule une évaluation terminée génère une feuille de route : terminez-la d’abord.`)
};

const nl_refusal_assessment_not_completed = /** @type {(inputs: Refusal_Assessment_Not_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen een afgeronde beoordeling levert een roadmap op: rond haar eerst af.`)
};

const es_refusal_assessment_not_completed = /** @type {(inputs: Refusal_Assessment_Not_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo una evaluación completada genera una hoja de ruta: complétela primero.`)
};

const en_xa2_refusal_assessment_not_completed = /** @type {(inputs: Refusal_Assessment_Not_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñļý á çöɱþļéţéð áššéššɱéñţ ĝéñéŕáţéš á ŕöáðɱáþ: çöɱþļéţé íţ ƒíŕšţ. one two three four f]`)
};

/**
* | output |
* | --- |
* | "Only a completed assessment generates a roadmap: complete it first." |
*
* @param {Refusal_Assessment_Not_CompletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_assessment_not_completed = /** @type {((inputs?: Refusal_Assessment_Not_CompletedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Assessment_Not_CompletedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_assessment_not_completed(inputs)
	if (locale === "fr") return fr_refusal_assessment_not_completed(inputs)
	if (locale === "nl") return nl_refusal_assessment_not_completed(inputs)
	if (locale === "es") return es_refusal_assessment_not_completed(inputs)
	if (locale === "en-XA") return en_xa2_refusal_assessment_not_completed(inputs)
	return en_refusal_assessment_not_completed(inputs)
});