/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Trend_DescriptionInputs */

const en_results_trend_description = /** @type {(inputs: Results_Trend_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overall score of each completed assessment of this baseline`)
};

const de_results_trend_description = /** @type {(inputs: Results_Trend_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesamtwert jeder abgeschlossenen Bewertung dieser Baseline`)
};

const fr_results_trend_description = /** @type {(inputs: Results_Trend_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score global de chaque évaluation terminée de ce référentiel`)
};

const nl_results_trend_description = /** @type {(inputs: Results_Trend_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totaalscore van elke afgeronde beoordeling van deze baseline`)
};

const es_results_trend_description = /** @type {(inputs: Results_Trend_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación global de cada evaluación completada de esta línea base`)
};

const en_xa2_results_trend_description = /** @type {(inputs: Results_Trend_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öṽéŕáļļ šçöŕé öƒ éáçĥ çöɱþļéţéð áššéššɱéñţ öƒ ţĥíš ƀášéļíñé one two three four]`)
};

/**
* | output |
* | --- |
* | "Overall score of each completed assessment of this baseline" |
*
* @param {Results_Trend_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_trend_description = /** @type {((inputs?: Results_Trend_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Trend_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_trend_description(inputs)
	if (locale === "fr") return fr_results_trend_description(inputs)
	if (locale === "nl") return nl_results_trend_description(inputs)
	if (locale === "es") return es_results_trend_description(inputs)
	if (locale === "en-XA") return en_xa2_results_trend_description(inputs)
	return en_results_trend_description(inputs)
});