/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_YouInputs */

const en_common_you = /** @type {(inputs: Common_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You`)
};

const de_common_you = /** @type {(inputs: Common_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie`)
};

const fr_common_you = /** @type {(inputs: Common_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous`)
};

const nl_common_you = /** @type {(inputs: Common_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U`)
};

const es_common_you = /** @type {(inputs: Common_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usted`)
};

const en_xa2_common_you = /** @type {(inputs: Common_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöü ]`)
};

/**
* | output |
* | --- |
* | "You" |
*
* @param {Common_YouInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_you = /** @type {((inputs?: Common_YouInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_YouInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_you(inputs)
	if (locale === "fr") return fr_common_you(inputs)
	if (locale === "nl") return nl_common_you(inputs)
	if (locale === "es") return es_common_you(inputs)
	if (locale === "en-XA") return en_xa2_common_you(inputs)
	return en_common_you(inputs)
});