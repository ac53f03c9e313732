/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ answered: NonNullable<unknown>, applicable: NonNullable<unknown> }} Results_Coverage_HintInputs */

const en_results_coverage_hint = /** @type {(inputs: Results_Coverage_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} of ${i?.applicable} applicable controls answered`)
};

const de_results_coverage_hint = /** @type {(inputs: Results_Coverage_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} von ${i?.applicable} anwendbaren Kontrollen beantwortet`)
};

const fr_results_coverage_hint = /** @type {(inputs: Results_Coverage_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} contrôles applicables sur ${i?.applicable} répondus`)
};

const nl_results_coverage_hint = /** @type {(inputs: Results_Coverage_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} van ${i?.applicable} toepasselijke controls beantwoord`)
};

const es_results_coverage_hint = /** @type {(inputs: Results_Coverage_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} de ${i?.applicable} controles aplicables respondidos`)
};

const en_xa2_results_coverage_hint = /** @type {(inputs: Results_Coverage_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.answered} öƒ ${i?.applicable} áþþļíçáƀļé çöñţŕöļš áñšŵéŕéð one two three fo]`)
};

/**
* | output |
* | --- |
* | "{answered} of {applicable} applicable controls answered" |
*
* @param {Results_Coverage_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_coverage_hint = /** @type {((inputs: Results_Coverage_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Coverage_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_coverage_hint(inputs)
	if (locale === "fr") return fr_results_coverage_hint(inputs)
	if (locale === "nl") return nl_results_coverage_hint(inputs)
	if (locale === "es") return es_results_coverage_hint(inputs)
	if (locale === "en-XA") return en_xa2_results_coverage_hint(inputs)
	return en_results_coverage_hint(inputs)
});