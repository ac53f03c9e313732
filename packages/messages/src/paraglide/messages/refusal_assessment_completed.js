/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Assessment_CompletedInputs */

const en_refusal_assessment_completed = /** @type {(inputs: Refusal_Assessment_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This assessment is completed: reopen it to change it.`)
};

const de_refusal_assessment_completed = /** @type {(inputs: Refusal_Assessment_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bewertung ist abgeschlossen: Öffnen Sie sie erneut, um sie zu ändern.`)
};

const fr_refusal_assessment_completed = /** @type {(inputs: Refusal_Assessment_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette évaluation est terminée : rouvrez-la pour la modifier.`)
};

const nl_refusal_assessment_completed = /** @type {(inputs: Refusal_Assessment_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze beoordeling is afgerond: heropen hem om hem te wijzigen.`)
};

const es_refusal_assessment_completed = /** @type {(inputs: Refusal_Assessment_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta evaluación está completada: vuelva a abrirla para cambiarla.`)
};

const en_xa2_refusal_assessment_completed = /** @type {(inputs: Refusal_Assessment_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áššéššɱéñţ íš çöɱþļéţéð: ŕéöþéñ íţ ţö çĥáñĝé íţ. one two three fo]`)
};

/**
* | output |
* | --- |
* | "This assessment is completed: reopen it to change it." |
*
* @param {Refusal_Assessment_CompletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_assessment_completed = /** @type {((inputs?: Refusal_Assessment_CompletedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Assessment_CompletedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_assessment_completed(inputs)
	if (locale === "fr") return fr_refusal_assessment_completed(inputs)
	if (locale === "nl") return nl_refusal_assessment_completed(inputs)
	if (locale === "es") return es_refusal_assessment_completed(inputs)
	if (locale === "en-XA") return en_xa2_refusal_assessment_completed(inputs)
	return en_refusal_assessment_completed(inputs)
});