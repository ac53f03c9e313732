/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Continue_TitleInputs */

const en_dashboard_continue_title = /** @type {(inputs: Dashboard_Continue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue an assessment`)
};

const de_dashboard_continue_title = /** @type {(inputs: Dashboard_Continue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung fortsetzen`)
};

const fr_dashboard_continue_title = /** @type {(inputs: Dashboard_Continue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reprendre une évaluation`)
};

const nl_dashboard_continue_title = /** @type {(inputs: Dashboard_Continue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een beoordeling voortzetten`)
};

const es_dashboard_continue_title = /** @type {(inputs: Dashboard_Continue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar una evaluación`)
};

const en_xa2_dashboard_continue_title = /** @type {(inputs: Dashboard_Continue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţíñüé áñ áššéššɱéñţ one t]`)
};

/**
* | output |
* | --- |
* | "Continue an assessment" |
*
* @param {Dashboard_Continue_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_continue_title = /** @type {((inputs?: Dashboard_Continue_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Continue_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_continue_title(inputs)
	if (locale === "fr") return fr_dashboard_continue_title(inputs)
	if (locale === "nl") return nl_dashboard_continue_title(inputs)
	if (locale === "es") return es_dashboard_continue_title(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_continue_title(inputs)
	return en_dashboard_continue_title(inputs)
});