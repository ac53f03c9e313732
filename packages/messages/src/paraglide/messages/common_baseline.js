/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_BaselineInputs */

const en_common_baseline = /** @type {(inputs: Common_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline`)
};

const de_common_baseline = /** @type {(inputs: Common_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline`)
};

const fr_common_baseline = /** @type {(inputs: Common_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référentiel`)
};

const nl_common_baseline = /** @type {(inputs: Common_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline`)
};

const es_common_baseline = /** @type {(inputs: Common_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Línea base`)
};

const en_xa2_common_baseline = /** @type {(inputs: Common_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášéļíñé ]`)
};

/**
* | output |
* | --- |
* | "Baseline" |
*
* @param {Common_BaselineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_baseline = /** @type {((inputs?: Common_BaselineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_BaselineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_baseline(inputs)
	if (locale === "fr") return fr_common_baseline(inputs)
	if (locale === "nl") return nl_common_baseline(inputs)
	if (locale === "es") return es_common_baseline(inputs)
	if (locale === "en-XA") return en_xa2_common_baseline(inputs)
	return en_common_baseline(inputs)
});