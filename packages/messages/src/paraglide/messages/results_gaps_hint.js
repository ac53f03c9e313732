/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ notMet: NonNullable<unknown>, partial: NonNullable<unknown>, unanswered: NonNullable<unknown> }} Results_Gaps_HintInputs */

const en_results_gaps_hint = /** @type {(inputs: Results_Gaps_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notMet} not met, ${i?.partial} partial, ${i?.unanswered} unanswered`)
};

const de_results_gaps_hint = /** @type {(inputs: Results_Gaps_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notMet} nicht erfüllt, ${i?.partial} teilweise, ${i?.unanswered} unbeantwortet`)
};

const fr_results_gaps_hint = /** @type {(inputs: Results_Gaps_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notMet} non satisfaits, ${i?.partial} partiels, ${i?.unanswered} sans réponse`)
};

const nl_results_gaps_hint = /** @type {(inputs: Results_Gaps_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notMet} niet voldaan, ${i?.partial} gedeeltelijk, ${i?.unanswered} onbeantwoord`)
};

const es_results_gaps_hint = /** @type {(inputs: Results_Gaps_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notMet} no cumplidos, ${i?.partial} parciales, ${i?.unanswered} sin respuesta`)
};

const en_xa2_results_gaps_hint = /** @type {(inputs: Results_Gaps_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.notMet} ñöţ ɱéţ, ${i?.partial} þáŕţíáļ, ${i?.unanswered} üñáñšŵéŕéð one two three four]`)
};

/**
* | output |
* | --- |
* | "{notMet} not met, {partial} partial, {unanswered} unanswered" |
*
* @param {Results_Gaps_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_gaps_hint = /** @type {((inputs: Results_Gaps_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Gaps_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_gaps_hint(inputs)
	if (locale === "fr") return fr_results_gaps_hint(inputs)
	if (locale === "nl") return nl_results_gaps_hint(inputs)
	if (locale === "es") return es_results_gaps_hint(inputs)
	if (locale === "en-XA") return en_xa2_results_gaps_hint(inputs)
	return en_results_gaps_hint(inputs)
});