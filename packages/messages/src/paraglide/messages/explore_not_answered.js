/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Not_AnsweredInputs */

const en_explore_not_answered = /** @type {(inputs: Explore_Not_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not answered`)
};

const de_explore_not_answered = /** @type {(inputs: Explore_Not_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht beantwortet`)
};

const fr_explore_not_answered = /** @type {(inputs: Explore_Not_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans réponse`)
};

const nl_explore_not_answered = /** @type {(inputs: Explore_Not_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet beantwoord`)
};

const es_explore_not_answered = /** @type {(inputs: Explore_Not_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin respuesta`)
};

const en_xa2_explore_not_answered = /** @type {(inputs: Explore_Not_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ áñšŵéŕéð o]`)
};

/**
* | output |
* | --- |
* | "Not answered" |
*
* @param {Explore_Not_AnsweredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_not_answered = /** @type {((inputs?: Explore_Not_AnsweredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Not_AnsweredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_not_answered(inputs)
	if (locale === "fr") return fr_explore_not_answered(inputs)
	if (locale === "nl") return nl_explore_not_answered(inputs)
	if (locale === "es") return es_explore_not_answered(inputs)
	if (locale === "en-XA") return en_xa2_explore_not_answered(inputs)
	return en_explore_not_answered(inputs)
});