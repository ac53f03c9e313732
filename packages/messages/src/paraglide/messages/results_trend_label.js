/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Trend_LabelInputs */

const en_results_trend_label = /** @type {(inputs: Results_Trend_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overall score over completed assessments`)
};

const de_results_trend_label = /** @type {(inputs: Results_Trend_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesamtwert über die abgeschlossenen Bewertungen`)
};

const fr_results_trend_label = /** @type {(inputs: Results_Trend_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score global au fil des évaluations terminées`)
};

const nl_results_trend_label = /** @type {(inputs: Results_Trend_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totaalscore over de afgeronde beoordelingen`)
};

const es_results_trend_label = /** @type {(inputs: Results_Trend_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación global a lo largo de las evaluaciones completadas`)
};

const en_xa2_results_trend_label = /** @type {(inputs: Results_Trend_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öṽéŕáļļ šçöŕé öṽéŕ çöɱþļéţéð áššéššɱéñţš one two thr]`)
};

/**
* | output |
* | --- |
* | "Overall score over completed assessments" |
*
* @param {Results_Trend_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_trend_label = /** @type {((inputs?: Results_Trend_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Trend_LabelInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_trend_label(inputs)
	if (locale === "fr") return fr_results_trend_label(inputs)
	if (locale === "nl") return nl_results_trend_label(inputs)
	if (locale === "es") return es_results_trend_label(inputs)
	if (locale === "en-XA") return en_xa2_results_trend_label(inputs)
	return en_results_trend_label(inputs)
});