/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Loading_AnswerInputs */

const en_explore_loading_answer = /** @type {(inputs: Explore_Loading_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the answer…`)
};

const de_explore_loading_answer = /** @type {(inputs: Explore_Loading_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwort wird geladen…`)
};

const fr_explore_loading_answer = /** @type {(inputs: Explore_Loading_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de la réponse…`)
};

const nl_explore_loading_answer = /** @type {(inputs: Explore_Loading_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwoord laden…`)
};

const es_explore_loading_answer = /** @type {(inputs: Explore_Loading_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la respuesta…`)
};

const en_xa2_explore_loading_answer = /** @type {(inputs: Explore_Loading_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé áñšŵéŕ… one ]`)
};

/**
* | output |
* | --- |
* | "Loading the answer…" |
*
* @param {Explore_Loading_AnswerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_loading_answer = /** @type {((inputs?: Explore_Loading_AnswerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Loading_AnswerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_loading_answer(inputs)
	if (locale === "fr") return fr_explore_loading_answer(inputs)
	if (locale === "nl") return nl_explore_loading_answer(inputs)
	if (locale === "es") return es_explore_loading_answer(inputs)
	if (locale === "en-XA") return en_xa2_explore_loading_answer(inputs)
	return en_explore_loading_answer(inputs)
});