/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ delta: NonNullable<unknown> }} Tcompare_Vs_MedianInputs */

const en_tcompare_vs_median = /** @type {(inputs: Tcompare_Vs_MedianInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.delta} vs median`)
};

const de_tcompare_vs_median = /** @type {(inputs: Tcompare_Vs_MedianInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.delta} ggü. Median`)
};

const fr_tcompare_vs_median = /** @type {(inputs: Tcompare_Vs_MedianInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.delta} vs médiane`)
};

const nl_tcompare_vs_median = /** @type {(inputs: Tcompare_Vs_MedianInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.delta} t.o.v. mediaan`)
};

const es_tcompare_vs_median = /** @type {(inputs: Tcompare_Vs_MedianInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.delta} vs. mediana`)
};

const en_xa2_tcompare_vs_median = /** @type {(inputs: Tcompare_Vs_MedianInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.delta} ṽš ɱéðíáñ one]`)
};

/**
* | output |
* | --- |
* | "{delta} vs median" |
*
* @param {Tcompare_Vs_MedianInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_vs_median = /** @type {((inputs: Tcompare_Vs_MedianInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Vs_MedianInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_vs_median(inputs)
	if (locale === "fr") return fr_tcompare_vs_median(inputs)
	if (locale === "nl") return nl_tcompare_vs_median(inputs)
	if (locale === "es") return es_tcompare_vs_median(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_vs_median(inputs)
	return en_tcompare_vs_median(inputs)
});