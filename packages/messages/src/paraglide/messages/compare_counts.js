/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ improved: NonNullable<unknown>, regressed: NonNullable<unknown>, unchanged: NonNullable<unknown> }} Compare_CountsInputs */

const en_compare_counts = /** @type {(inputs: Compare_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.improved} improved, ${i?.regressed} regressed, ${i?.unchanged} unchanged`)
};

const de_compare_counts = /** @type {(inputs: Compare_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.improved} verbessert, ${i?.regressed} verschlechtert, ${i?.unchanged} unverändert`)
};

const fr_compare_counts = /** @type {(inputs: Compare_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.improved} améliorés, ${i?.regressed} dégradés, ${i?.unchanged} inchangés`)
};

const nl_compare_counts = /** @type {(inputs: Compare_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.improved} verbeterd, ${i?.regressed} verslechterd, ${i?.unchanged} ongewijzigd`)
};

const es_compare_counts = /** @type {(inputs: Compare_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.improved} mejorados, ${i?.regressed} empeorados, ${i?.unchanged} sin cambios`)
};

const en_xa2_compare_counts = /** @type {(inputs: Compare_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.improved} íɱþŕöṽéð, ${i?.regressed} ŕéĝŕéššéð, ${i?.unchanged} üñçĥáñĝéð one two three four f]`)
};

/**
* | output |
* | --- |
* | "{improved} improved, {regressed} regressed, {unchanged} unchanged" |
*
* @param {Compare_CountsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const compare_counts = /** @type {((inputs: Compare_CountsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compare_CountsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_compare_counts(inputs)
	if (locale === "fr") return fr_compare_counts(inputs)
	if (locale === "nl") return nl_compare_counts(inputs)
	if (locale === "es") return es_compare_counts(inputs)
	if (locale === "en-XA") return en_xa2_compare_counts(inputs)
	return en_compare_counts(inputs)
});