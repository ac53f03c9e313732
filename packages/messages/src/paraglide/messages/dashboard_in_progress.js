/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_In_ProgressInputs */

const en_dashboard_in_progress = /** @type {(inputs: Dashboard_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessments in progress`)
};

const de_dashboard_in_progress = /** @type {(inputs: Dashboard_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laufende Bewertungen`)
};

const fr_dashboard_in_progress = /** @type {(inputs: Dashboard_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluations en cours`)
};

const nl_dashboard_in_progress = /** @type {(inputs: Dashboard_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lopende beoordelingen`)
};

const es_dashboard_in_progress = /** @type {(inputs: Dashboard_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evaluaciones en curso`)
};

const en_xa2_dashboard_in_progress = /** @type {(inputs: Dashboard_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéššɱéñţš íñ þŕöĝŕéšš one t]`)
};

/**
* | output |
* | --- |
* | "Assessments in progress" |
*
* @param {Dashboard_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_in_progress = /** @type {((inputs?: Dashboard_In_ProgressInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_In_ProgressInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_in_progress(inputs)
	if (locale === "fr") return fr_dashboard_in_progress(inputs)
	if (locale === "nl") return nl_dashboard_in_progress(inputs)
	if (locale === "es") return es_dashboard_in_progress(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_in_progress(inputs)
	return en_dashboard_in_progress(inputs)
});