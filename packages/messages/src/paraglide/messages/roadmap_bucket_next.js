/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Bucket_NextInputs */

const en_roadmap_bucket_next = /** @type {(inputs: Roadmap_Bucket_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

const de_roadmap_bucket_next = /** @type {(inputs: Roadmap_Bucket_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Nächstes`)
};

const fr_roadmap_bucket_next = /** @type {(inputs: Roadmap_Bucket_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensuite`)
};

const nl_roadmap_bucket_next = /** @type {(inputs: Roadmap_Bucket_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hierna`)
};

const es_roadmap_bucket_next = /** @type {(inputs: Roadmap_Bucket_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Después`)
};

const en_xa2_roadmap_bucket_next = /** @type {(inputs: Roadmap_Bucket_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéẋţ ]`)
};

/**
* | output |
* | --- |
* | "Next" |
*
* @param {Roadmap_Bucket_NextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_bucket_next = /** @type {((inputs?: Roadmap_Bucket_NextInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Bucket_NextInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_bucket_next(inputs)
	if (locale === "fr") return fr_roadmap_bucket_next(inputs)
	if (locale === "nl") return nl_roadmap_bucket_next(inputs)
	if (locale === "es") return es_roadmap_bucket_next(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_bucket_next(inputs)
	return en_roadmap_bucket_next(inputs)
});