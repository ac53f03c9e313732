/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Reopen_DescriptionInputs */

const en_assessment_reopen_description = /** @type {(inputs: Assessment_Reopen_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answers can change again. The reason is kept in the assessment's activity.`)
};

const de_assessment_reopen_description = /** @type {(inputs: Assessment_Reopen_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antworten können sich wieder ändern. Der Grund wird in der Aktivität der Bewertung festgehalten.`)
};

const fr_assessment_reopen_description = /** @type {(inputs: Assessment_Reopen_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les réponses peuvent de nouveau changer. La raison est conservée dans l’activité de l’évaluation.`)
};

const nl_assessment_reopen_description = /** @type {(inputs: Assessment_Reopen_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwoorden kunnen weer veranderen. De reden wordt bewaard in de activiteit van de beoordeling.`)
};

const es_assessment_reopen_description = /** @type {(inputs: Assessment_Reopen_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las respuestas pueden volver a cambiar. El motivo se guarda en la actividad de la evaluación.`)
};

const en_xa2_assessment_reopen_description = /** @type {(inputs: Assessment_Reopen_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñšŵéŕš çáñ çĥáñĝé áĝáíñ. Ţĥé ŕéášöñ íš ķéþţ íñ ţĥé áššéššɱéñţ'š áçţíṽíţý. one two three four five]`)
};

/**
* | output |
* | --- |
* | "Answers can change again. The reason is kept in the assessment's activity." |
*
* @param {Assessment_Reopen_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_reopen_description = /** @type {((inputs?: Assessment_Reopen_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Reopen_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_reopen_description(inputs)
	if (locale === "fr") return fr_assessment_reopen_description(inputs)
	if (locale === "nl") return nl_assessment_reopen_description(inputs)
	if (locale === "es") return es_assessment_reopen_description(inputs)
	if (locale === "en-XA") return en_xa2_assessment_reopen_description(inputs)
	return en_assessment_reopen_description(inputs)
});