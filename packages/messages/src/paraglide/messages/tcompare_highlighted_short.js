/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_Highlighted_ShortInputs */

const en_tcompare_highlighted_short = /** @type {(inputs: Tcompare_Highlighted_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (highlighted)`)
};

const de_tcompare_highlighted_short = /** @type {(inputs: Tcompare_Highlighted_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (hervorgehoben)`)
};

const fr_tcompare_highlighted_short = /** @type {(inputs: Tcompare_Highlighted_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (mise en évidence)`)
};

const nl_tcompare_highlighted_short = /** @type {(inputs: Tcompare_Highlighted_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (gemarkeerd)`)
};

const es_tcompare_highlighted_short = /** @type {(inputs: Tcompare_Highlighted_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (resaltado)`)
};

const en_xa2_tcompare_highlighted_short = /** @type {(inputs: Tcompare_Highlighted_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ (ĥíĝĥļíĝĥţéð) on]`)
};

/**
* | output |
* | --- |
* | "(highlighted)" |
*
* @param {Tcompare_Highlighted_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_highlighted_short = /** @type {((inputs?: Tcompare_Highlighted_ShortInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Highlighted_ShortInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_highlighted_short(inputs)
	if (locale === "fr") return fr_tcompare_highlighted_short(inputs)
	if (locale === "nl") return nl_tcompare_highlighted_short(inputs)
	if (locale === "es") return es_tcompare_highlighted_short(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_highlighted_short(inputs)
	return en_tcompare_highlighted_short(inputs)
});