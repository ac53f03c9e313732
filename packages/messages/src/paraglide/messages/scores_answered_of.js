/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ answered: NonNullable<unknown>, applicable: NonNullable<unknown> }} Scores_Answered_OfInputs */

const en_scores_answered_of = /** @type {(inputs: Scores_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} of ${i?.applicable}`)
};

const de_scores_answered_of = /** @type {(inputs: Scores_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} von ${i?.applicable}`)
};

const fr_scores_answered_of = /** @type {(inputs: Scores_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} sur ${i?.applicable}`)
};

const nl_scores_answered_of = /** @type {(inputs: Scores_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} van ${i?.applicable}`)
};

const es_scores_answered_of = /** @type {(inputs: Scores_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} de ${i?.applicable}`)
};

const en_xa2_scores_answered_of = /** @type {(inputs: Scores_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.answered} öƒ ${i?.applicable} one tw]`)
};

/**
* | output |
* | --- |
* | "{answered} of {applicable}" |
*
* @param {Scores_Answered_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scores_answered_of = /** @type {((inputs: Scores_Answered_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scores_Answered_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scores_answered_of(inputs)
	if (locale === "fr") return fr_scores_answered_of(inputs)
	if (locale === "nl") return nl_scores_answered_of(inputs)
	if (locale === "es") return es_scores_answered_of(inputs)
	if (locale === "en-XA") return en_xa2_scores_answered_of(inputs)
	return en_scores_answered_of(inputs)
});