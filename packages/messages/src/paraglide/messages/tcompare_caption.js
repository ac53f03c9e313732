/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ baseline: NonNullable<unknown> }} Tcompare_CaptionInputs */

const en_tcompare_caption = /** @type {(inputs: Tcompare_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline}: score by domain, 0 to 100`)
};

const de_tcompare_caption = /** @type {(inputs: Tcompare_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline}: Punktzahl nach Bereich, 0 bis 100`)
};

const fr_tcompare_caption = /** @type {(inputs: Tcompare_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline} : score par domaine, de 0 à 100`)
};

const nl_tcompare_caption = /** @type {(inputs: Tcompare_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline}: score per domein, 0 tot 100`)
};

const es_tcompare_caption = /** @type {(inputs: Tcompare_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.baseline}: puntuación por dominio, de 0 a 100`)
};

const en_xa2_tcompare_caption = /** @type {(inputs: Tcompare_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.baseline}: šçöŕé ƀý ðöɱáíñ, 0 ţö 100 one two th]`)
};

/**
* | output |
* | --- |
* | "{baseline}: score by domain, 0 to 100" |
*
* @param {Tcompare_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_caption = /** @type {((inputs: Tcompare_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_CaptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_caption(inputs)
	if (locale === "fr") return fr_tcompare_caption(inputs)
	if (locale === "nl") return nl_tcompare_caption(inputs)
	if (locale === "es") return es_tcompare_caption(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_caption(inputs)
	return en_tcompare_caption(inputs)
});