/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Respondent_All_AnsweredInputs */

const en_respondent_all_answered = /** @type {(inputs: Respondent_All_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every control has an answer.`)
};

const de_respondent_all_answered = /** @type {(inputs: Respondent_All_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Kontrolle hat eine Antwort.`)
};

const fr_respondent_all_answered = /** @type {(inputs: Respondent_All_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque contrôle a une réponse.`)
};

const nl_respondent_all_answered = /** @type {(inputs: Respondent_All_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elke control heeft een antwoord.`)
};

const es_respondent_all_answered = /** @type {(inputs: Respondent_All_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los controles tienen respuesta.`)
};

const en_xa2_respondent_all_answered = /** @type {(inputs: Respondent_All_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý çöñţŕöļ ĥáš áñ áñšŵéŕ. one two]`)
};

/**
* | output |
* | --- |
* | "Every control has an answer." |
*
* @param {Respondent_All_AnsweredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_all_answered = /** @type {((inputs?: Respondent_All_AnsweredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Respondent_All_AnsweredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_respondent_all_answered(inputs)
	if (locale === "fr") return fr_respondent_all_answered(inputs)
	if (locale === "nl") return nl_respondent_all_answered(inputs)
	if (locale === "es") return es_respondent_all_answered(inputs)
	if (locale === "en-XA") return en_xa2_respondent_all_answered(inputs)
	return en_respondent_all_answered(inputs)
});