/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ answered: NonNullable<unknown>, applicable: NonNullable<unknown> }} Dashboard_Answered_OfInputs */

const en_dashboard_answered_of = /** @type {(inputs: Dashboard_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} of ${i?.applicable} controls answered`)
};

const de_dashboard_answered_of = /** @type {(inputs: Dashboard_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} von ${i?.applicable} Kontrollen beantwortet`)
};

const fr_dashboard_answered_of = /** @type {(inputs: Dashboard_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} contrôles répondus sur ${i?.applicable}`)
};

const nl_dashboard_answered_of = /** @type {(inputs: Dashboard_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} van ${i?.applicable} controls beantwoord`)
};

const es_dashboard_answered_of = /** @type {(inputs: Dashboard_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} de ${i?.applicable} controles respondidos`)
};

const en_xa2_dashboard_answered_of = /** @type {(inputs: Dashboard_Answered_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.answered} öƒ ${i?.applicable} çöñţŕöļš áñšŵéŕéð one two thre]`)
};

/**
* | output |
* | --- |
* | "{answered} of {applicable} controls answered" |
*
* @param {Dashboard_Answered_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_answered_of = /** @type {((inputs: Dashboard_Answered_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Answered_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_answered_of(inputs)
	if (locale === "fr") return fr_dashboard_answered_of(inputs)
	if (locale === "nl") return nl_dashboard_answered_of(inputs)
	if (locale === "es") return es_dashboard_answered_of(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_answered_of(inputs)
	return en_dashboard_answered_of(inputs)
});