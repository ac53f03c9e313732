/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_None_In_ProgressInputs */

const en_dashboard_none_in_progress = /** @type {(inputs: Dashboard_None_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No assessment is in progress.`)
};

const de_dashboard_none_in_progress = /** @type {(inputs: Dashboard_None_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Bewertung läuft.`)
};

const fr_dashboard_none_in_progress = /** @type {(inputs: Dashboard_None_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune évaluation n’est en cours.`)
};

const nl_dashboard_none_in_progress = /** @type {(inputs: Dashboard_None_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er loopt geen beoordeling.`)
};

const es_dashboard_none_in_progress = /** @type {(inputs: Dashboard_None_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ninguna evaluación en curso.`)
};

const en_xa2_dashboard_none_in_progress = /** @type {(inputs: Dashboard_None_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö áššéššɱéñţ íš íñ þŕöĝŕéšš. one two]`)
};

/**
* | output |
* | --- |
* | "No assessment is in progress." |
*
* @param {Dashboard_None_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_none_in_progress = /** @type {((inputs?: Dashboard_None_In_ProgressInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_None_In_ProgressInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_none_in_progress(inputs)
	if (locale === "fr") return fr_dashboard_none_in_progress(inputs)
	if (locale === "nl") return nl_dashboard_none_in_progress(inputs)
	if (locale === "es") return es_dashboard_none_in_progress(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_none_in_progress(inputs)
	return en_dashboard_none_in_progress(inputs)
});