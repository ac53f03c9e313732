/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_GapsInputs */

const en_common_gaps = /** @type {(inputs: Common_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaps`)
};

const de_common_gaps = /** @type {(inputs: Common_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lücken`)
};

const fr_common_gaps = /** @type {(inputs: Common_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écarts`)
};

const nl_common_gaps = /** @type {(inputs: Common_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hiaten`)
};

const es_common_gaps = /** @type {(inputs: Common_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brechas`)
};

const en_xa2_common_gaps = /** @type {(inputs: Common_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝáþš ]`)
};

/**
* | output |
* | --- |
* | "Gaps" |
*
* @param {Common_GapsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_gaps = /** @type {((inputs?: Common_GapsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_GapsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_gaps(inputs)
	if (locale === "fr") return fr_common_gaps(inputs)
	if (locale === "nl") return nl_common_gaps(inputs)
	if (locale === "es") return es_common_gaps(inputs)
	if (locale === "en-XA") return en_xa2_common_gaps(inputs)
	return en_common_gaps(inputs)
});