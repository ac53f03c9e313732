/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Tcompare_Band_HighInputs */

const en_tcompare_band_high = /** @type {(inputs: Tcompare_Band_HighInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} and above`)
};

const de_tcompare_band_high = /** @type {(inputs: Tcompare_Band_HighInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} und mehr`)
};

const fr_tcompare_band_high = /** @type {(inputs: Tcompare_Band_HighInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} et plus`)
};

const nl_tcompare_band_high = /** @type {(inputs: Tcompare_Band_HighInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} en hoger`)
};

const es_tcompare_band_high = /** @type {(inputs: Tcompare_Band_HighInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} o más`)
};

const en_xa2_tcompare_band_high = /** @type {(inputs: Tcompare_Band_HighInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.value} áñð áƀöṽé one]`)
};

/**
* | output |
* | --- |
* | "{value} and above" |
*
* @param {Tcompare_Band_HighInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_band_high = /** @type {((inputs: Tcompare_Band_HighInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Band_HighInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_band_high(inputs)
	if (locale === "fr") return fr_tcompare_band_high(inputs)
	if (locale === "nl") return nl_tcompare_band_high(inputs)
	if (locale === "es") return es_tcompare_band_high(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_band_high(inputs)
	return en_tcompare_band_high(inputs)
});