/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Overview_Coverage_HintInputs */

const en_overview_coverage_hint = /** @type {(inputs: Overview_Coverage_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applicable controls answered`)
};

const de_overview_coverage_hint = /** @type {(inputs: Overview_Coverage_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beantwortete anwendbare Kontrollen`)
};

const fr_overview_coverage_hint = /** @type {(inputs: Overview_Coverage_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôles applicables répondus`)
};

const nl_overview_coverage_hint = /** @type {(inputs: Overview_Coverage_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beantwoorde toepasselijke controls`)
};

const es_overview_coverage_hint = /** @type {(inputs: Overview_Coverage_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controles aplicables respondidos`)
};

const en_xa2_overview_coverage_hint = /** @type {(inputs: Overview_Coverage_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åþþļíçáƀļé çöñţŕöļš áñšŵéŕéð one two]`)
};

/**
* | output |
* | --- |
* | "Applicable controls answered" |
*
* @param {Overview_Coverage_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const overview_coverage_hint = /** @type {((inputs?: Overview_Coverage_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overview_Coverage_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_overview_coverage_hint(inputs)
	if (locale === "fr") return fr_overview_coverage_hint(inputs)
	if (locale === "nl") return nl_overview_coverage_hint(inputs)
	if (locale === "es") return es_overview_coverage_hint(inputs)
	if (locale === "en-XA") return en_xa2_overview_coverage_hint(inputs)
	return en_overview_coverage_hint(inputs)
});