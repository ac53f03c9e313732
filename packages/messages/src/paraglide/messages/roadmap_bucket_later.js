/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Bucket_LaterInputs */

const en_roadmap_bucket_later = /** @type {(inputs: Roadmap_Bucket_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Later`)
};

const de_roadmap_bucket_later = /** @type {(inputs: Roadmap_Bucket_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Später`)
};

const fr_roadmap_bucket_later = /** @type {(inputs: Roadmap_Bucket_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus tard`)
};

const nl_roadmap_bucket_later = /** @type {(inputs: Roadmap_Bucket_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Later`)
};

const es_roadmap_bucket_later = /** @type {(inputs: Roadmap_Bucket_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más adelante`)
};

const en_xa2_roadmap_bucket_later = /** @type {(inputs: Roadmap_Bucket_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáţéŕ ]`)
};

/**
* | output |
* | --- |
* | "Later" |
*
* @param {Roadmap_Bucket_LaterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_bucket_later = /** @type {((inputs?: Roadmap_Bucket_LaterInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Bucket_LaterInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_bucket_later(inputs)
	if (locale === "fr") return fr_roadmap_bucket_later(inputs)
	if (locale === "nl") return nl_roadmap_bucket_later(inputs)
	if (locale === "es") return es_roadmap_bucket_later(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_bucket_later(inputs)
	return en_roadmap_bucket_later(inputs)
});