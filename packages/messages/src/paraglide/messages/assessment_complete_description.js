/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Complete_DescriptionInputs */

const en_assessment_complete_description = /** @type {(inputs: Assessment_Complete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its score becomes the tenant's result for this baseline and joins the trend. Answers are locked until it is reopened.`)
};

const de_assessment_complete_description = /** @type {(inputs: Assessment_Complete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Wert wird zum Ergebnis des Mandanten für diese Baseline und geht in den Verlauf ein. Die Antworten sind gesperrt, bis sie wieder geöffnet wird.`)
};

const fr_assessment_complete_description = /** @type {(inputs: Assessment_Complete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Son score devient le résultat de l’entité pour ce référentiel et rejoint la tendance. Les réponses sont verrouillées jusqu’à sa réouverture.`)
};

const nl_assessment_complete_description = /** @type {(inputs: Assessment_Complete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De score wordt het resultaat van de tenant voor deze baseline en komt in de trend. Antwoorden zijn vergrendeld tot ze heropend wordt.`)
};

const es_assessment_complete_description = /** @type {(inputs: Assessment_Complete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su puntuación pasa a ser el resultado del inquilino para esta línea base y se suma a la tendencia. Las respuestas quedan bloqueadas hasta que se reabra.`)
};

const en_xa2_assessment_complete_description = /** @type {(inputs: Assessment_Complete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îţš šçöŕé ƀéçöɱéš ţĥé ţéñáñţ'š ŕéšüļţ ƒöŕ ţĥíš ƀášéļíñé áñð ĵöíñš ţĥé ţŕéñð. Åñšŵéŕš áŕé ļöçķéð üñţíļ íţ íš ŕéöþéñéð. one two three four five six seven eigh]`)
};

/**
* | output |
* | --- |
* | "Its score becomes the tenant's result for this baseline and joins the trend. Answers are locked until it is reopened." |
*
* @param {Assessment_Complete_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_complete_description = /** @type {((inputs?: Assessment_Complete_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Complete_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_complete_description(inputs)
	if (locale === "fr") return fr_assessment_complete_description(inputs)
	if (locale === "nl") return nl_assessment_complete_description(inputs)
	if (locale === "es") return es_assessment_complete_description(inputs)
	if (locale === "en-XA") return en_xa2_assessment_complete_description(inputs)
	return en_assessment_complete_description(inputs)
});