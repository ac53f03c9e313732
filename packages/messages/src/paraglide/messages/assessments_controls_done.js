/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Assessments_Controls_DoneInputs */

const en_assessments_controls_done = /** @type {(inputs: Assessments_Controls_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} of ${i?.total} controls`)
};

const de_assessments_controls_done = /** @type {(inputs: Assessments_Controls_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} von ${i?.total} Kontrollen`)
};

const fr_assessments_controls_done = /** @type {(inputs: Assessments_Controls_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} contrôles sur ${i?.total}`)
};

const nl_assessments_controls_done = /** @type {(inputs: Assessments_Controls_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} van ${i?.total} controls`)
};

const es_assessments_controls_done = /** @type {(inputs: Assessments_Controls_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} de ${i?.total} controles`)
};

const en_xa2_assessments_controls_done = /** @type {(inputs: Assessments_Controls_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.done} öƒ ${i?.total} çöñţŕöļš one tw]`)
};

/**
* | output |
* | --- |
* | "{done} of {total} controls" |
*
* @param {Assessments_Controls_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_controls_done = /** @type {((inputs: Assessments_Controls_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_Controls_DoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_controls_done(inputs)
	if (locale === "fr") return fr_assessments_controls_done(inputs)
	if (locale === "nl") return nl_assessments_controls_done(inputs)
	if (locale === "es") return es_assessments_controls_done(inputs)
	if (locale === "en-XA") return en_xa2_assessments_controls_done(inputs)
	return en_assessments_controls_done(inputs)
});