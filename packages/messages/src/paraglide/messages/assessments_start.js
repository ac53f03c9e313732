/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessments_StartInputs */

const en_assessments_start = /** @type {(inputs: Assessments_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start assessment`)
};

const de_assessments_start = /** @type {(inputs: Assessments_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung starten`)
};

const fr_assessments_start = /** @type {(inputs: Assessments_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lancer l’évaluation`)
};

const nl_assessments_start = /** @type {(inputs: Assessments_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeling starten`)
};

const es_assessments_start = /** @type {(inputs: Assessments_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar evaluación`)
};

const en_xa2_assessments_start = /** @type {(inputs: Assessments_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáŕţ áššéššɱéñţ one]`)
};

/**
* | output |
* | --- |
* | "Start assessment" |
*
* @param {Assessments_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_start = /** @type {((inputs?: Assessments_StartInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_StartInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_start(inputs)
	if (locale === "fr") return fr_assessments_start(inputs)
	if (locale === "nl") return nl_assessments_start(inputs)
	if (locale === "es") return es_assessments_start(inputs)
	if (locale === "en-XA") return en_xa2_assessments_start(inputs)
	return en_assessments_start(inputs)
});