/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ low: NonNullable<unknown>, high: NonNullable<unknown> }} Tcompare_Band_MiddleInputs */

const en_tcompare_band_middle = /** @type {(inputs: Tcompare_Band_MiddleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.low} to ${i?.high}`)
};

const de_tcompare_band_middle = /** @type {(inputs: Tcompare_Band_MiddleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.low} bis ${i?.high}`)
};

const fr_tcompare_band_middle = /** @type {(inputs: Tcompare_Band_MiddleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.low} à ${i?.high}`)
};

const nl_tcompare_band_middle = /** @type {(inputs: Tcompare_Band_MiddleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.low} tot ${i?.high}`)
};

const es_tcompare_band_middle = /** @type {(inputs: Tcompare_Band_MiddleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.low} a ${i?.high}`)
};

const en_xa2_tcompare_band_middle = /** @type {(inputs: Tcompare_Band_MiddleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.low} ţö ${i?.high} on]`)
};

/**
* | output |
* | --- |
* | "{low} to {high}" |
*
* @param {Tcompare_Band_MiddleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_band_middle = /** @type {((inputs: Tcompare_Band_MiddleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Band_MiddleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_band_middle(inputs)
	if (locale === "fr") return fr_tcompare_band_middle(inputs)
	if (locale === "nl") return nl_tcompare_band_middle(inputs)
	if (locale === "es") return es_tcompare_band_middle(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_band_middle(inputs)
	return en_tcompare_band_middle(inputs)
});