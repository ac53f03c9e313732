/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_By_Score_DescriptionInputs */

const en_dashboard_by_score_description = /** @type {(inputs: Dashboard_By_Score_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest completed assessment per baseline`)
};

const de_dashboard_by_score_description = /** @type {(inputs: Dashboard_By_Score_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte abgeschlossene Bewertung je Baseline`)
};

const fr_dashboard_by_score_description = /** @type {(inputs: Dashboard_By_Score_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière évaluation terminée par référentiel`)
};

const nl_dashboard_by_score_description = /** @type {(inputs: Dashboard_By_Score_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laatste afgeronde beoordeling per baseline`)
};

const es_dashboard_by_score_description = /** @type {(inputs: Dashboard_By_Score_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Última evaluación completada por línea base`)
};

const en_xa2_dashboard_by_score_description = /** @type {(inputs: Dashboard_By_Score_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáţéšţ çöɱþļéţéð áššéššɱéñţ þéŕ ƀášéļíñé one two thr]`)
};

/**
* | output |
* | --- |
* | "Latest completed assessment per baseline" |
*
* @param {Dashboard_By_Score_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_by_score_description = /** @type {((inputs?: Dashboard_By_Score_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_By_Score_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_by_score_description(inputs)
	if (locale === "fr") return fr_dashboard_by_score_description(inputs)
	if (locale === "nl") return nl_dashboard_by_score_description(inputs)
	if (locale === "es") return es_dashboard_by_score_description(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_by_score_description(inputs)
	return en_dashboard_by_score_description(inputs)
});