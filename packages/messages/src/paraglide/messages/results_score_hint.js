/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Score_HintInputs */

const en_results_score_hint = /** @type {(inputs: Results_Score_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weighted by control`)
};

const de_results_score_hint = /** @type {(inputs: Results_Score_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach Kontrolle gewichtet`)
};

const fr_results_score_hint = /** @type {(inputs: Results_Score_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pondéré par contrôle`)
};

const nl_results_score_hint = /** @type {(inputs: Results_Score_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewogen per control`)
};

const es_results_score_hint = /** @type {(inputs: Results_Score_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ponderada por control`)
};

const en_xa2_results_score_hint = /** @type {(inputs: Results_Score_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéíĝĥţéð ƀý çöñţŕöļ one ]`)
};

/**
* | output |
* | --- |
* | "Weighted by control" |
*
* @param {Results_Score_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_score_hint = /** @type {((inputs?: Results_Score_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Score_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_score_hint(inputs)
	if (locale === "fr") return fr_results_score_hint(inputs)
	if (locale === "nl") return nl_results_score_hint(inputs)
	if (locale === "es") return es_results_score_hint(inputs)
	if (locale === "en-XA") return en_xa2_results_score_hint(inputs)
	return en_results_score_hint(inputs)
});