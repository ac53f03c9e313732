/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ baseline: NonNullable<unknown>, version: NonNullable<unknown> }} Common_Baseline_VersionInputs */

const en_common_baseline_version = /** @type {(inputs: Common_Baseline_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · version ${i?.version}`)
};

const de_common_baseline_version = /** @type {(inputs: Common_Baseline_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · Version ${i?.version}`)
};

const fr_common_baseline_version = /** @type {(inputs: Common_Baseline_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · version ${i?.version}`)
};

const nl_common_baseline_version = /** @type {(inputs: Common_Baseline_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · versie ${i?.version}`)
};

const es_common_baseline_version = /** @type {(inputs: Common_Baseline_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} · versión ${i?.version}`)
};

const en_xa2_common_baseline_version = /** @type {(inputs: Common_Baseline_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.baseline} · ṽéŕšíöñ ${i?.version} one two ]`)
};

/**
* | output |
* | --- |
* | "{baseline} · version {version}" |
*
* @param {Common_Baseline_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_baseline_version = /** @type {((inputs: Common_Baseline_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Baseline_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_baseline_version(inputs)
	if (locale === "fr") return fr_common_baseline_version(inputs)
	if (locale === "nl") return nl_common_baseline_version(inputs)
	if (locale === "es") return es_common_baseline_version(inputs)
	if (locale === "en-XA") return en_xa2_common_baseline_version(inputs)
	return en_common_baseline_version(inputs)
});