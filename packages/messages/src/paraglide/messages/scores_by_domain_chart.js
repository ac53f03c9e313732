/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scores_By_Domain_ChartInputs */

const en_scores_by_domain_chart = /** @type {(inputs: Scores_By_Domain_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score by domain, 0–100`)
};

const de_scores_by_domain_chart = /** @type {(inputs: Scores_By_Domain_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wert nach Bereich, 0–100`)
};

const fr_scores_by_domain_chart = /** @type {(inputs: Scores_By_Domain_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score par domaine, 0–100`)
};

const nl_scores_by_domain_chart = /** @type {(inputs: Scores_By_Domain_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score per domein, 0–100`)
};

const es_scores_by_domain_chart = /** @type {(inputs: Scores_By_Domain_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación por dominio, 0–100`)
};

const en_xa2_scores_by_domain_chart = /** @type {(inputs: Scores_By_Domain_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçöŕé ƀý ðöɱáíñ, 0–100 one t]`)
};

/**
* | output |
* | --- |
* | "Score by domain, 0–100" |
*
* @param {Scores_By_Domain_ChartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scores_by_domain_chart = /** @type {((inputs?: Scores_By_Domain_ChartInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scores_By_Domain_ChartInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scores_by_domain_chart(inputs)
	if (locale === "fr") return fr_scores_by_domain_chart(inputs)
	if (locale === "nl") return nl_scores_by_domain_chart(inputs)
	if (locale === "es") return es_scores_by_domain_chart(inputs)
	if (locale === "en-XA") return en_xa2_scores_by_domain_chart(inputs)
	return en_scores_by_domain_chart(inputs)
});