/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessments_Load_FailedInputs */

const en_assessments_load_failed = /** @type {(inputs: Assessments_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The assessments could not be loaded`)
};

const de_assessments_load_failed = /** @type {(inputs: Assessments_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewertungen konnten nicht geladen werden`)
};

const fr_assessments_load_failed = /** @type {(inputs: Assessments_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les évaluations n’ont pas pu être chargées`)
};

const nl_assessments_load_failed = /** @type {(inputs: Assessments_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De beoordelingen konden niet worden geladen`)
};

const es_assessments_load_failed = /** @type {(inputs: Assessments_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las evaluaciones`)
};

const en_xa2_assessments_load_failed = /** @type {(inputs: Assessments_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áššéššɱéñţš çöüļð ñöţ ƀé ļöáðéð one two t]`)
};

/**
* | output |
* | --- |
* | "The assessments could not be loaded" |
*
* @param {Assessments_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_load_failed = /** @type {((inputs?: Assessments_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_load_failed(inputs)
	if (locale === "fr") return fr_assessments_load_failed(inputs)
	if (locale === "nl") return nl_assessments_load_failed(inputs)
	if (locale === "es") return es_assessments_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_assessments_load_failed(inputs)
	return en_assessments_load_failed(inputs)
});