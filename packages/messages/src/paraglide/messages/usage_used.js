/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Usage_UsedInputs */

const en_usage_used = /** @type {(inputs: Usage_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} used`)
};

const de_usage_used = /** @type {(inputs: Usage_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} genutzt`)
};

const fr_usage_used = /** @type {(inputs: Usage_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} utilisés`)
};

const nl_usage_used = /** @type {(inputs: Usage_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} gebruikt`)
};

const es_usage_used = /** @type {(inputs: Usage_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} en uso`)
};

const en_xa2_usage_used = /** @type {(inputs: Usage_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} üšéð o]`)
};

/**
* | output |
* | --- |
* | "{label} used" |
*
* @param {Usage_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_used = /** @type {((inputs: Usage_UsedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Usage_UsedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_usage_used(inputs)
	if (locale === "fr") return fr_usage_used(inputs)
	if (locale === "nl") return nl_usage_used(inputs)
	if (locale === "es") return es_usage_used(inputs)
	if (locale === "en-XA") return en_xa2_usage_used(inputs)
	return en_usage_used(inputs)
});