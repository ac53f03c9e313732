/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_All_BucketsInputs */

const en_roadmap_all_buckets = /** @type {(inputs: Roadmap_All_BucketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All buckets`)
};

const de_roadmap_all_buckets = /** @type {(inputs: Roadmap_All_BucketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Zeiträume`)
};

const fr_roadmap_all_buckets = /** @type {(inputs: Roadmap_All_BucketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les échéanciers`)
};

const nl_roadmap_all_buckets = /** @type {(inputs: Roadmap_All_BucketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle periodes`)
};

const es_roadmap_all_buckets = /** @type {(inputs: Roadmap_All_BucketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los plazos`)
};

const en_xa2_roadmap_all_buckets = /** @type {(inputs: Roadmap_All_BucketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åļļ ƀüçķéţš o]`)
};

/**
* | output |
* | --- |
* | "All buckets" |
*
* @param {Roadmap_All_BucketsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_all_buckets = /** @type {((inputs?: Roadmap_All_BucketsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_All_BucketsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_all_buckets(inputs)
	if (locale === "fr") return fr_roadmap_all_buckets(inputs)
	if (locale === "nl") return nl_roadmap_all_buckets(inputs)
	if (locale === "es") return es_roadmap_all_buckets(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_all_buckets(inputs)
	return en_roadmap_all_buckets(inputs)
});