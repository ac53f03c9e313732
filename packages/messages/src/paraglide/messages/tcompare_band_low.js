/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Tcompare_Band_LowInputs */

const en_tcompare_band_low = /** @type {(inputs: Tcompare_Band_LowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Below ${i?.value}`)
};

const de_tcompare_band_low = /** @type {(inputs: Tcompare_Band_LowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unter ${i?.value}`)
};

const fr_tcompare_band_low = /** @type {(inputs: Tcompare_Band_LowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moins de ${i?.value}`)
};

const nl_tcompare_band_low = /** @type {(inputs: Tcompare_Band_LowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Onder ${i?.value}`)
};

const es_tcompare_band_low = /** @type {(inputs: Tcompare_Band_LowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menos de ${i?.value}`)
};

const en_xa2_tcompare_band_low = /** @type {(inputs: Tcompare_Band_LowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ɓéļöŵ ${i?.value} on]`)
};

/**
* | output |
* | --- |
* | "Below {value}" |
*
* @param {Tcompare_Band_LowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_band_low = /** @type {((inputs: Tcompare_Band_LowInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Band_LowInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_band_low(inputs)
	if (locale === "fr") return fr_tcompare_band_low(inputs)
	if (locale === "nl") return nl_tcompare_band_low(inputs)
	if (locale === "es") return es_tcompare_band_low(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_band_low(inputs)
	return en_tcompare_band_low(inputs)
});