/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Submit_All_AnsweredInputs */

const en_assessment_submit_all_answered = /** @type {(inputs: Assessment_Submit_All_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every applicable control is answered. Answers can still be corrected during review.`)
};

const de_assessment_submit_all_answered = /** @type {(inputs: Assessment_Submit_All_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle anwendbaren Kontrollen sind beantwortet. Antworten können während der Prüfung noch korrigiert werden.`)
};

const fr_assessment_submit_all_answered = /** @type {(inputs: Assessment_Submit_All_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les contrôles applicables ont une réponse. Les réponses peuvent encore être corrigées pendant la revue.`)
};

const nl_assessment_submit_all_answered = /** @type {(inputs: Assessment_Submit_All_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle toepasselijke controls zijn beantwoord. Antwoorden kunnen tijdens de beoordeling nog worden gecorrigeerd.`)
};

const es_assessment_submit_all_answered = /** @type {(inputs: Assessment_Submit_All_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los controles aplicables tienen respuesta. Las respuestas aún pueden corregirse durante la revisión.`)
};

const en_xa2_assessment_submit_all_answered = /** @type {(inputs: Assessment_Submit_All_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý áþþļíçáƀļé çöñţŕöļ íš áñšŵéŕéð. Åñšŵéŕš çáñ šţíļļ ƀé çöŕŕéçţéð ðüŕíñĝ ŕéṽíéŵ. one two three four five si]`)
};

/**
* | output |
* | --- |
* | "Every applicable control is answered. Answers can still be corrected during review." |
*
* @param {Assessment_Submit_All_AnsweredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_submit_all_answered = /** @type {((inputs?: Assessment_Submit_All_AnsweredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Submit_All_AnsweredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_submit_all_answered(inputs)
	if (locale === "fr") return fr_assessment_submit_all_answered(inputs)
	if (locale === "nl") return nl_assessment_submit_all_answered(inputs)
	if (locale === "es") return es_assessment_submit_all_answered(inputs)
	if (locale === "en-XA") return en_xa2_assessment_submit_all_answered(inputs)
	return en_assessment_submit_all_answered(inputs)
});