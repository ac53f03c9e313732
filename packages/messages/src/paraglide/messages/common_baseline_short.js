/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ baseline: NonNullable<unknown>, version: NonNullable<unknown> }} Common_Baseline_ShortInputs */

const en_common_baseline_short = /** @type {(inputs: Common_Baseline_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · v${i?.version}`)
};

const de_common_baseline_short = /** @type {(inputs: Common_Baseline_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · v${i?.version}`)
};

const fr_common_baseline_short = /** @type {(inputs: Common_Baseline_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · v${i?.version}`)
};

const nl_common_baseline_short = /** @type {(inputs: Common_Baseline_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · v${i?.version}`)
};

const es_common_baseline_short = /** @type {(inputs: Common_Baseline_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · v${i?.version}`)
};

const en_xa2_common_baseline_short = /** @type {(inputs: Common_Baseline_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.baseline} · ṽ${i?.version} one t]`)
};

/**
* | output |
* | --- |
* | "{baseline} · v{version}" |
*
* @param {Common_Baseline_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_baseline_short = /** @type {((inputs: Common_Baseline_ShortInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Baseline_ShortInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_baseline_short(inputs)
	if (locale === "fr") return fr_common_baseline_short(inputs)
	if (locale === "nl") return nl_common_baseline_short(inputs)
	if (locale === "es") return es_common_baseline_short(inputs)
	if (locale === "en-XA") return en_xa2_common_baseline_short(inputs)
	return en_common_baseline_short(inputs)
});