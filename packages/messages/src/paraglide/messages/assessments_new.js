/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessments_NewInputs */

const en_assessments_new = /** @type {(inputs: Assessments_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New assessment`)
};

const de_assessments_new = /** @type {(inputs: Assessments_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Bewertung`)
};

const fr_assessments_new = /** @type {(inputs: Assessments_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle évaluation`)
};

const nl_assessments_new = /** @type {(inputs: Assessments_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nieuwe beoordeling`)
};

const es_assessments_new = /** @type {(inputs: Assessments_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva evaluación`)
};

const en_xa2_assessments_new = /** @type {(inputs: Assessments_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ áššéššɱéñţ on]`)
};

/**
* | output |
* | --- |
* | "New assessment" |
*
* @param {Assessments_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_new = /** @type {((inputs?: Assessments_NewInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_NewInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_new(inputs)
	if (locale === "fr") return fr_assessments_new(inputs)
	if (locale === "nl") return nl_assessments_new(inputs)
	if (locale === "es") return es_assessments_new(inputs)
	if (locale === "en-XA") return en_xa2_assessments_new(inputs)
	return en_assessments_new(inputs)
});