/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Continue_DescriptionInputs */

const en_dashboard_continue_description = /** @type {(inputs: Dashboard_Continue_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessments in progress, the most recently changed first`)
};

const de_dashboard_continue_description = /** @type {(inputs: Dashboard_Continue_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laufende Bewertungen, die zuletzt geänderte zuerst`)
};

const fr_dashboard_continue_description = /** @type {(inputs: Dashboard_Continue_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluations en cours, la plus récemment modifiée en premier`)
};

const nl_dashboard_continue_description = /** @type {(inputs: Dashboard_Continue_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lopende beoordelingen, de laatst gewijzigde eerst`)
};

const es_dashboard_continue_description = /** @type {(inputs: Dashboard_Continue_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evaluaciones en curso, la modificada más recientemente primero`)
};

const en_xa2_dashboard_continue_description = /** @type {(inputs: Dashboard_Continue_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéššɱéñţš íñ þŕöĝŕéšš, ţĥé ɱöšţ ŕéçéñţļý çĥáñĝéð ƒíŕšţ one two three fou]`)
};

/**
* | output |
* | --- |
* | "Assessments in progress, the most recently changed first" |
*
* @param {Dashboard_Continue_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_continue_description = /** @type {((inputs?: Dashboard_Continue_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Continue_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_continue_description(inputs)
	if (locale === "fr") return fr_dashboard_continue_description(inputs)
	if (locale === "nl") return nl_dashboard_continue_description(inputs)
	if (locale === "es") return es_dashboard_continue_description(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_continue_description(inputs)
	return en_dashboard_continue_description(inputs)
});