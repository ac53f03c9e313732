/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessments_Empty_StartInputs */

const en_assessments_empty_start = /** @type {(inputs: Assessments_Empty_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start one against a published baseline.`)
};

const de_assessments_empty_start = /** @type {(inputs: Assessments_Empty_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starten Sie eine anhand einer veröffentlichten Baseline.`)
};

const fr_assessments_empty_start = /** @type {(inputs: Assessments_Empty_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lancez-en une avec un référentiel publié.`)
};

const nl_assessments_empty_start = /** @type {(inputs: Assessments_Empty_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start er een op basis van een gepubliceerde baseline.`)
};

const es_assessments_empty_start = /** @type {(inputs: Assessments_Empty_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicie una con una línea base publicada.`)
};

const en_xa2_assessments_empty_start = /** @type {(inputs: Assessments_Empty_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáŕţ öñé áĝáíñšţ á þüƀļíšĥéð ƀášéļíñé. one two thr]`)
};

/**
* | output |
* | --- |
* | "Start one against a published baseline." |
*
* @param {Assessments_Empty_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_empty_start = /** @type {((inputs?: Assessments_Empty_StartInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_Empty_StartInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_empty_start(inputs)
	if (locale === "fr") return fr_assessments_empty_start(inputs)
	if (locale === "nl") return nl_assessments_empty_start(inputs)
	if (locale === "es") return es_assessments_empty_start(inputs)
	if (locale === "en-XA") return en_xa2_assessments_empty_start(inputs)
	return en_assessments_empty_start(inputs)
});