/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_Colour_KeyInputs */

const en_tcompare_colour_key = /** @type {(inputs: Tcompare_Colour_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour key`)
};

const de_tcompare_colour_key = /** @type {(inputs: Tcompare_Colour_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Farblegende`)
};

const fr_tcompare_colour_key = /** @type {(inputs: Tcompare_Colour_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Légende des couleurs`)
};

const nl_tcompare_colour_key = /** @type {(inputs: Tcompare_Colour_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kleurenlegenda`)
};

const es_tcompare_colour_key = /** @type {(inputs: Tcompare_Colour_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyenda de colores`)
};

const en_xa2_tcompare_colour_key = /** @type {(inputs: Tcompare_Colour_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöļöüŕ ķéý o]`)
};

/**
* | output |
* | --- |
* | "Colour key" |
*
* @param {Tcompare_Colour_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_colour_key = /** @type {((inputs?: Tcompare_Colour_KeyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Colour_KeyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_colour_key(inputs)
	if (locale === "fr") return fr_tcompare_colour_key(inputs)
	if (locale === "nl") return nl_tcompare_colour_key(inputs)
	if (locale === "es") return es_tcompare_colour_key(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_colour_key(inputs)
	return en_tcompare_colour_key(inputs)
});