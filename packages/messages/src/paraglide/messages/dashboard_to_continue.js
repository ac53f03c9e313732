/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_To_ContinueInputs */

const en_dashboard_to_continue = /** @type {(inputs: Dashboard_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessments to continue`)
};

const de_dashboard_to_continue = /** @type {(inputs: Dashboard_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fortzusetzende Bewertungen`)
};

const fr_dashboard_to_continue = /** @type {(inputs: Dashboard_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluations à reprendre`)
};

const nl_dashboard_to_continue = /** @type {(inputs: Dashboard_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voort te zetten beoordelingen`)
};

const es_dashboard_to_continue = /** @type {(inputs: Dashboard_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evaluaciones para continuar`)
};

const en_xa2_dashboard_to_continue = /** @type {(inputs: Dashboard_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéššɱéñţš ţö çöñţíñüé one t]`)
};

/**
* | output |
* | --- |
* | "Assessments to continue" |
*
* @param {Dashboard_To_ContinueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_to_continue = /** @type {((inputs?: Dashboard_To_ContinueInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_To_ContinueInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_to_continue(inputs)
	if (locale === "fr") return fr_dashboard_to_continue(inputs)
	if (locale === "nl") return nl_dashboard_to_continue(inputs)
	if (locale === "es") return es_dashboard_to_continue(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_to_continue(inputs)
	return en_dashboard_to_continue(inputs)
});