/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessments_Choose_BaselineInputs */

const en_assessments_choose_baseline = /** @type {(inputs: Assessments_Choose_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a baseline`)
};

const de_assessments_choose_baseline = /** @type {(inputs: Assessments_Choose_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie eine Baseline`)
};

const fr_assessments_choose_baseline = /** @type {(inputs: Assessments_Choose_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un référentiel`)
};

const nl_assessments_choose_baseline = /** @type {(inputs: Assessments_Choose_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies een baseline`)
};

const es_assessments_choose_baseline = /** @type {(inputs: Assessments_Choose_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una línea base`)
};

const en_xa2_assessments_choose_baseline = /** @type {(inputs: Assessments_Choose_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥööšé á ƀášéļíñé one]`)
};

/**
* | output |
* | --- |
* | "Choose a baseline" |
*
* @param {Assessments_Choose_BaselineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_choose_baseline = /** @type {((inputs?: Assessments_Choose_BaselineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_Choose_BaselineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_choose_baseline(inputs)
	if (locale === "fr") return fr_assessments_choose_baseline(inputs)
	if (locale === "nl") return nl_assessments_choose_baseline(inputs)
	if (locale === "es") return es_assessments_choose_baseline(inputs)
	if (locale === "en-XA") return en_xa2_assessments_choose_baseline(inputs)
	return en_assessments_choose_baseline(inputs)
});