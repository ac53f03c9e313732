/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Assessments_Started_ToastInputs */

const en_assessments_started_toast = /** @type {(inputs: Assessments_Started_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} started`)
};

const de_assessments_started_toast = /** @type {(inputs: Assessments_Started_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gestartet`)
};

const fr_assessments_started_toast = /** @type {(inputs: Assessments_Started_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} démarrée`)
};

const nl_assessments_started_toast = /** @type {(inputs: Assessments_Started_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gestart`)
};

const es_assessments_started_toast = /** @type {(inputs: Assessments_Started_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} iniciada`)
};

const en_xa2_assessments_started_toast = /** @type {(inputs: Assessments_Started_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} šţáŕţéð on]`)
};

/**
* | output |
* | --- |
* | "{name} started" |
*
* @param {Assessments_Started_ToastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_started_toast = /** @type {((inputs: Assessments_Started_ToastInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_Started_ToastInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_started_toast(inputs)
	if (locale === "fr") return fr_assessments_started_toast(inputs)
	if (locale === "nl") return nl_assessments_started_toast(inputs)
	if (locale === "es") return es_assessments_started_toast(inputs)
	if (locale === "en-XA") return en_xa2_assessments_started_toast(inputs)
	return en_assessments_started_toast(inputs)
});