/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessments_EmptyInputs */

const en_assessments_empty = /** @type {(inputs: Assessments_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No assessments yet`)
};

const de_assessments_empty = /** @type {(inputs: Assessments_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Bewertungen`)
};

const fr_assessments_empty = /** @type {(inputs: Assessments_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune évaluation pour l’instant`)
};

const nl_assessments_empty = /** @type {(inputs: Assessments_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog geen beoordelingen`)
};

const es_assessments_empty = /** @type {(inputs: Assessments_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay evaluaciones`)
};

const en_xa2_assessments_empty = /** @type {(inputs: Assessments_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö áššéššɱéñţš ýéţ one]`)
};

/**
* | output |
* | --- |
* | "No assessments yet" |
*
* @param {Assessments_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_empty = /** @type {((inputs?: Assessments_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_EmptyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_empty(inputs)
	if (locale === "fr") return fr_assessments_empty(inputs)
	if (locale === "nl") return nl_assessments_empty(inputs)
	if (locale === "es") return es_assessments_empty(inputs)
	if (locale === "en-XA") return en_xa2_assessments_empty(inputs)
	return en_assessments_empty(inputs)
});