/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Scores_EmptyInputs */

const en_dashboard_scores_empty = /** @type {(inputs: Dashboard_Scores_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores appear here once an assessment is completed.`)
};

const de_dashboard_scores_empty = /** @type {(inputs: Dashboard_Scores_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Werte erscheinen hier, sobald eine Bewertung abgeschlossen ist.`)
};

const fr_dashboard_scores_empty = /** @type {(inputs: Dashboard_Scores_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les scores apparaissent ici dès qu’une évaluation est terminée.`)
};

const nl_dashboard_scores_empty = /** @type {(inputs: Dashboard_Scores_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores verschijnen hier zodra een beoordeling is afgerond.`)
};

const es_dashboard_scores_empty = /** @type {(inputs: Dashboard_Scores_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las puntuaciones aparecen aquí cuando se completa una evaluación.`)
};

const en_xa2_dashboard_scores_empty = /** @type {(inputs: Dashboard_Scores_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçöŕéš áþþéáŕ ĥéŕé öñçé áñ áššéššɱéñţ íš çöɱþļéţéð. one two three f]`)
};

/**
* | output |
* | --- |
* | "Scores appear here once an assessment is completed." |
*
* @param {Dashboard_Scores_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_scores_empty = /** @type {((inputs?: Dashboard_Scores_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Scores_EmptyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_scores_empty(inputs)
	if (locale === "fr") return fr_dashboard_scores_empty(inputs)
	if (locale === "nl") return nl_dashboard_scores_empty(inputs)
	if (locale === "es") return es_dashboard_scores_empty(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_scores_empty(inputs)
	return en_dashboard_scores_empty(inputs)
});