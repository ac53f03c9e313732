/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Assessments_Progress_OfInputs */

const en_assessments_progress_of = /** @type {(inputs: Assessments_Progress_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progress of ${i?.name}`)
};

const de_assessments_progress_of = /** @type {(inputs: Assessments_Progress_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fortschritt von ${i?.name}`)
};

const fr_assessments_progress_of = /** @type {(inputs: Assessments_Progress_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progression de ${i?.name}`)
};

const nl_assessments_progress_of = /** @type {(inputs: Assessments_Progress_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voortgang van ${i?.name}`)
};

const es_assessments_progress_of = /** @type {(inputs: Assessments_Progress_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progreso de ${i?.name}`)
};

const en_xa2_assessments_progress_of = /** @type {(inputs: Assessments_Progress_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þŕöĝŕéšš öƒ ${i?.name} one]`)
};

/**
* | output |
* | --- |
* | "Progress of {name}" |
*
* @param {Assessments_Progress_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_progress_of = /** @type {((inputs: Assessments_Progress_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_Progress_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_progress_of(inputs)
	if (locale === "fr") return fr_assessments_progress_of(inputs)
	if (locale === "nl") return nl_assessments_progress_of(inputs)
	if (locale === "es") return es_assessments_progress_of(inputs)
	if (locale === "en-XA") return en_xa2_assessments_progress_of(inputs)
	return en_assessments_progress_of(inputs)
});