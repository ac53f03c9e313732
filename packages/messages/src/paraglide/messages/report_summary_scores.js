/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tenant: NonNullable<unknown>, score: NonNullable<unknown>, baseline: NonNullable<unknown>, version: NonNullable<unknown>, coverage: NonNullable<unknown> }} Report_Summary_ScoresInputs */

const en_report_summary_scores = /** @type {(inputs: Report_Summary_ScoresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} scores ${i?.score} out of 100 against ${i?.baseline} (version ${i?.version}), with ${i?.coverage} of applicable controls answered.`)
};

const de_report_summary_scores = /** @type {(inputs: Report_Summary_ScoresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} erreicht ${i?.score} von 100 Punkten gegenüber ${i?.baseline} (Version ${i?.version}); ${i?.coverage} der anwendbaren Kontrollen sind beantwortet.`)
};

const fr_report_summary_scores = /** @type {(inputs: Report_Summary_ScoresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} obtient ${i?.score} sur 100 au regard de ${i?.baseline} (version ${i?.version}), avec ${i?.coverage} des contrôles applicables répondus.`)
};

const nl_report_summary_scores = /** @type {(inputs: Report_Summary_ScoresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} scoort ${i?.score} van 100 op ${i?.baseline} (versie ${i?.version}), met ${i?.coverage} van de toepasselijke controls beantwoord.`)
};

const es_report_summary_scores = /** @type {(inputs: Report_Summary_ScoresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} obtiene ${i?.score} sobre 100 frente a ${i?.baseline} (versión ${i?.version}), con el ${i?.coverage} de los controles aplicables respondidos.`)
};

const en_xa2_report_summary_scores = /** @type {(inputs: Report_Summary_ScoresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.tenant} šçöŕéš ${i?.score} öüţ öƒ 100 áĝáíñšţ ${i?.baseline} (ṽéŕšíöñ ${i?.version}), ŵíţĥ ${i?.coverage} öƒ áþþļíçáƀļé çöñţŕöļš áñšŵéŕéð. one two three four five six seven eight ]`)
};

/**
* | output |
* | --- |
* | "{tenant} scores {score} out of 100 against {baseline} (version {version}), with {coverage} of applicable controls answered." |
*
* @param {Report_Summary_ScoresInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_summary_scores = /** @type {((inputs: Report_Summary_ScoresInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Summary_ScoresInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_summary_scores(inputs)
	if (locale === "fr") return fr_report_summary_scores(inputs)
	if (locale === "nl") return nl_report_summary_scores(inputs)
	if (locale === "es") return es_report_summary_scores(inputs)
	if (locale === "en-XA") return en_xa2_report_summary_scores(inputs)
	return en_report_summary_scores(inputs)
});