/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ used: NonNullable<unknown> }} Usage_UnlimitedInputs */

const en_usage_unlimited = /** @type {(inputs: Usage_UnlimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} · unlimited`)
};

const de_usage_unlimited = /** @type {(inputs: Usage_UnlimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} · unbegrenzt`)
};

const fr_usage_unlimited = /** @type {(inputs: Usage_UnlimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} · illimité`)
};

const nl_usage_unlimited = /** @type {(inputs: Usage_UnlimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} · onbeperkt`)
};

const es_usage_unlimited = /** @type {(inputs: Usage_UnlimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} · ilimitado`)
};

const en_xa2_usage_unlimited = /** @type {(inputs: Usage_UnlimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.used} · üñļíɱíţéð one]`)
};

/**
* | output |
* | --- |
* | "{used} · unlimited" |
*
* @param {Usage_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_unlimited = /** @type {((inputs: Usage_UnlimitedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Usage_UnlimitedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_usage_unlimited(inputs)
	if (locale === "fr") return fr_usage_unlimited(inputs)
	if (locale === "nl") return nl_usage_unlimited(inputs)
	if (locale === "es") return es_usage_unlimited(inputs)
	if (locale === "en-XA") return en_xa2_usage_unlimited(inputs)
	return en_usage_unlimited(inputs)
});