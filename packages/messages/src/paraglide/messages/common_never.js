/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_NeverInputs */

const en_common_never = /** @type {(inputs: Common_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never`)
};

const de_common_never = /** @type {(inputs: Common_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie`)
};

const fr_common_never = /** @type {(inputs: Common_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jamais`)
};

const nl_common_never = /** @type {(inputs: Common_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nooit`)
};

const es_common_never = /** @type {(inputs: Common_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunca`)
};

const en_xa2_common_never = /** @type {(inputs: Common_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéṽéŕ ]`)
};

/**
* | output |
* | --- |
* | "Never" |
*
* @param {Common_NeverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_never = /** @type {((inputs?: Common_NeverInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_NeverInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_never(inputs)
	if (locale === "fr") return fr_common_never(inputs)
	if (locale === "nl") return nl_common_never(inputs)
	if (locale === "es") return es_common_never(inputs)
	if (locale === "en-XA") return en_xa2_common_never(inputs)
	return en_common_never(inputs)
});