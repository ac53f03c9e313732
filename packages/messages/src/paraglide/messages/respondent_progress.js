/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Respondent_ProgressInputs */

const en_respondent_progress = /** @type {(inputs: Respondent_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your progress`)
};

const de_respondent_progress = /** @type {(inputs: Respondent_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Fortschritt`)
};

const fr_respondent_progress = /** @type {(inputs: Respondent_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre progression`)
};

const nl_respondent_progress = /** @type {(inputs: Respondent_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw voortgang`)
};

const es_respondent_progress = /** @type {(inputs: Respondent_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su progreso`)
};

const en_xa2_respondent_progress = /** @type {(inputs: Respondent_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ þŕöĝŕéšš on]`)
};

/**
* | output |
* | --- |
* | "Your progress" |
*
* @param {Respondent_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_progress = /** @type {((inputs?: Respondent_ProgressInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Respondent_ProgressInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_respondent_progress(inputs)
	if (locale === "fr") return fr_respondent_progress(inputs)
	if (locale === "nl") return nl_respondent_progress(inputs)
	if (locale === "es") return es_respondent_progress(inputs)
	if (locale === "en-XA") return en_xa2_respondent_progress(inputs)
	return en_respondent_progress(inputs)
});