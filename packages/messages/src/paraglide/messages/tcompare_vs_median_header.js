/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_Vs_Median_HeaderInputs */

const en_tcompare_vs_median_header = /** @type {(inputs: Tcompare_Vs_Median_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vs median`)
};

const de_tcompare_vs_median_header = /** @type {(inputs: Tcompare_Vs_Median_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ggü. Median`)
};

const fr_tcompare_vs_median_header = /** @type {(inputs: Tcompare_Vs_Median_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vs médiane`)
};

const nl_tcompare_vs_median_header = /** @type {(inputs: Tcompare_Vs_Median_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`t.o.v. mediaan`)
};

const es_tcompare_vs_median_header = /** @type {(inputs: Tcompare_Vs_Median_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vs. mediana`)
};

const en_xa2_tcompare_vs_median_header = /** @type {(inputs: Tcompare_Vs_Median_HeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ṽš ɱéðíáñ ]`)
};

/**
* | output |
* | --- |
* | "vs median" |
*
* @param {Tcompare_Vs_Median_HeaderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_vs_median_header = /** @type {((inputs?: Tcompare_Vs_Median_HeaderInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Vs_Median_HeaderInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_vs_median_header(inputs)
	if (locale === "fr") return fr_tcompare_vs_median_header(inputs)
	if (locale === "nl") return nl_tcompare_vs_median_header(inputs)
	if (locale === "es") return es_tcompare_vs_median_header(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_vs_median_header(inputs)
	return en_tcompare_vs_median_header(inputs)
});