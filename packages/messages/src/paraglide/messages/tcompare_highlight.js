/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tenant: NonNullable<unknown> }} Tcompare_HighlightInputs */

const en_tcompare_highlight = /** @type {(inputs: Tcompare_HighlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Highlight ${i?.tenant}`)
};

const de_tcompare_highlight = /** @type {(inputs: Tcompare_HighlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} hervorheben`)
};

const fr_tcompare_highlight = /** @type {(inputs: Tcompare_HighlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mettre ${i?.tenant} en évidence`)
};

const nl_tcompare_highlight = /** @type {(inputs: Tcompare_HighlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} markeren`)
};

const es_tcompare_highlight = /** @type {(inputs: Tcompare_HighlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resaltar ${i?.tenant}`)
};

const en_xa2_tcompare_highlight = /** @type {(inputs: Tcompare_HighlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ĥíĝĥļíĝĥţ ${i?.tenant} one]`)
};

/**
* | output |
* | --- |
* | "Highlight {tenant}" |
*
* @param {Tcompare_HighlightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_highlight = /** @type {((inputs: Tcompare_HighlightInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_HighlightInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_highlight(inputs)
	if (locale === "fr") return fr_tcompare_highlight(inputs)
	if (locale === "nl") return nl_tcompare_highlight(inputs)
	if (locale === "es") return es_tcompare_highlight(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_highlight(inputs)
	return en_tcompare_highlight(inputs)
});