/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_DenyInputs */

const en_support_deny = /** @type {(inputs: Support_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deny`)
};

const de_support_deny = /** @type {(inputs: Support_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ablehnen`)
};

const fr_support_deny = /** @type {(inputs: Support_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser`)
};

const nl_support_deny = /** @type {(inputs: Support_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weigeren`)
};

const es_support_deny = /** @type {(inputs: Support_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denegar`)
};

const en_xa2_support_deny = /** @type {(inputs: Support_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéñý ]`)
};

/**
* | output |
* | --- |
* | "Deny" |
*
* @param {Support_DenyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_deny = /** @type {((inputs?: Support_DenyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_DenyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_deny(inputs)
	if (locale === "fr") return fr_support_deny(inputs)
	if (locale === "nl") return nl_support_deny(inputs)
	if (locale === "es") return es_support_deny(inputs)
	if (locale === "en-XA") return en_xa2_support_deny(inputs)
	return en_support_deny(inputs)
});