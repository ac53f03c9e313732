/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ used: NonNullable<unknown>, max: NonNullable<unknown> }} Usage_OfInputs */

const en_usage_of = /** @type {(inputs: Usage_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} of ${i?.max}`)
};

const de_usage_of = /** @type {(inputs: Usage_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} von ${i?.max}`)
};

const fr_usage_of = /** @type {(inputs: Usage_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} sur ${i?.max}`)
};

const nl_usage_of = /** @type {(inputs: Usage_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} van ${i?.max}`)
};

const es_usage_of = /** @type {(inputs: Usage_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} de ${i?.max}`)
};

const en_xa2_usage_of = /** @type {(inputs: Usage_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.used} öƒ ${i?.max} on]`)
};

/**
* | output |
* | --- |
* | "{used} of {max}" |
*
* @param {Usage_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_of = /** @type {((inputs: Usage_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Usage_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_usage_of(inputs)
	if (locale === "fr") return fr_usage_of(inputs)
	if (locale === "nl") return nl_usage_of(inputs)
	if (locale === "es") return es_usage_of(inputs)
	if (locale === "en-XA") return en_xa2_usage_of(inputs)
	return en_usage_of(inputs)
});