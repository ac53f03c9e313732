/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Usage_SharingInputs */

const en_usage_sharing = /** @type {(inputs: Usage_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sharing`)
};

const de_usage_sharing = /** @type {(inputs: Usage_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilen`)
};

const fr_usage_sharing = /** @type {(inputs: Usage_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partage`)
};

const nl_usage_sharing = /** @type {(inputs: Usage_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delen`)
};

const es_usage_sharing = /** @type {(inputs: Usage_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir`)
};

const en_xa2_usage_sharing = /** @type {(inputs: Usage_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕíñĝ ]`)
};

/**
* | output |
* | --- |
* | "Sharing" |
*
* @param {Usage_SharingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_sharing = /** @type {((inputs?: Usage_SharingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Usage_SharingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_usage_sharing(inputs)
	if (locale === "fr") return fr_usage_sharing(inputs)
	if (locale === "nl") return nl_usage_sharing(inputs)
	if (locale === "es") return es_usage_sharing(inputs)
	if (locale === "en-XA") return en_xa2_usage_sharing(inputs)
	return en_usage_sharing(inputs)
});