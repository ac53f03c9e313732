/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_ScoreInputs */

const en_common_score = /** @type {(inputs: Common_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score`)
};

const de_common_score = /** @type {(inputs: Common_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wert`)
};

const fr_common_score = /** @type {(inputs: Common_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score`)
};

const nl_common_score = /** @type {(inputs: Common_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score`)
};

const es_common_score = /** @type {(inputs: Common_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación`)
};

const en_xa2_common_score = /** @type {(inputs: Common_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçöŕé ]`)
};

/**
* | output |
* | --- |
* | "Score" |
*
* @param {Common_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_score = /** @type {((inputs?: Common_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_ScoreInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_score(inputs)
	if (locale === "fr") return fr_common_score(inputs)
	if (locale === "nl") return nl_common_score(inputs)
	if (locale === "es") return es_common_score(inputs)
	if (locale === "en-XA") return en_xa2_common_score(inputs)
	return en_common_score(inputs)
});