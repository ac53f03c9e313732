/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Col_BucketInputs */

const en_roadmap_col_bucket = /** @type {(inputs: Roadmap_Col_BucketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bucket`)
};

const de_roadmap_col_bucket = /** @type {(inputs: Roadmap_Col_BucketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitraum`)
};

const fr_roadmap_col_bucket = /** @type {(inputs: Roadmap_Col_BucketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échéancier`)
};

const nl_roadmap_col_bucket = /** @type {(inputs: Roadmap_Col_BucketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periode`)
};

const es_roadmap_col_bucket = /** @type {(inputs: Roadmap_Col_BucketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plazo`)
};

const en_xa2_roadmap_col_bucket = /** @type {(inputs: Roadmap_Col_BucketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓüçķéţ ]`)
};

/**
* | output |
* | --- |
* | "Bucket" |
*
* @param {Roadmap_Col_BucketInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_col_bucket = /** @type {((inputs?: Roadmap_Col_BucketInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Col_BucketInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_col_bucket(inputs)
	if (locale === "fr") return fr_roadmap_col_bucket(inputs)
	if (locale === "nl") return nl_roadmap_col_bucket(inputs)
	if (locale === "es") return es_roadmap_col_bucket(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_col_bucket(inputs)
	return en_roadmap_col_bucket(inputs)
});