/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Bucket_NowInputs */

const en_roadmap_bucket_now = /** @type {(inputs: Roadmap_Bucket_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Now`)
};

const de_roadmap_bucket_now = /** @type {(inputs: Roadmap_Bucket_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt`)
};

const fr_roadmap_bucket_now = /** @type {(inputs: Roadmap_Bucket_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maintenant`)
};

const nl_roadmap_bucket_now = /** @type {(inputs: Roadmap_Bucket_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nu`)
};

const es_roadmap_bucket_now = /** @type {(inputs: Roadmap_Bucket_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora`)
};

const en_xa2_roadmap_bucket_now = /** @type {(inputs: Roadmap_Bucket_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöŵ ]`)
};

/**
* | output |
* | --- |
* | "Now" |
*
* @param {Roadmap_Bucket_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_bucket_now = /** @type {((inputs?: Roadmap_Bucket_NowInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Bucket_NowInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_bucket_now(inputs)
	if (locale === "fr") return fr_roadmap_bucket_now(inputs)
	if (locale === "nl") return nl_roadmap_bucket_now(inputs)
	if (locale === "es") return es_roadmap_bucket_now(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_bucket_now(inputs)
	return en_roadmap_bucket_now(inputs)
});