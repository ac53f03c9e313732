/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scores_Col_AnsweredInputs */

const en_scores_col_answered = /** @type {(inputs: Scores_Col_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answered`)
};

const de_scores_col_answered = /** @type {(inputs: Scores_Col_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beantwortet`)
};

const fr_scores_col_answered = /** @type {(inputs: Scores_Col_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répondus`)
};

const nl_scores_col_answered = /** @type {(inputs: Scores_Col_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beantwoord`)
};

const es_scores_col_answered = /** @type {(inputs: Scores_Col_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respondidos`)
};

const en_xa2_scores_col_answered = /** @type {(inputs: Scores_Col_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñšŵéŕéð ]`)
};

/**
* | output |
* | --- |
* | "Answered" |
*
* @param {Scores_Col_AnsweredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scores_col_answered = /** @type {((inputs?: Scores_Col_AnsweredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scores_Col_AnsweredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scores_col_answered(inputs)
	if (locale === "fr") return fr_scores_col_answered(inputs)
	if (locale === "nl") return nl_scores_col_answered(inputs)
	if (locale === "es") return es_scores_col_answered(inputs)
	if (locale === "en-XA") return en_xa2_scores_col_answered(inputs)
	return en_scores_col_answered(inputs)
});