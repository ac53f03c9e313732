/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tenant: NonNullable<unknown> }} Tcompare_HighlightedInputs */

const en_tcompare_highlighted = /** @type {(inputs: Tcompare_HighlightedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} is highlighted against the portfolio median.`)
};

const de_tcompare_highlighted = /** @type {(inputs: Tcompare_HighlightedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} ist gegenüber dem Portfolio-Median hervorgehoben.`)
};

const fr_tcompare_highlighted = /** @type {(inputs: Tcompare_HighlightedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} est mise en évidence par rapport à la médiane du portefeuille.`)
};

const nl_tcompare_highlighted = /** @type {(inputs: Tcompare_HighlightedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} is gemarkeerd ten opzichte van de portfoliomediaan.`)
};

const es_tcompare_highlighted = /** @type {(inputs: Tcompare_HighlightedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} se resalta frente a la mediana de la cartera.`)
};

const en_xa2_tcompare_highlighted = /** @type {(inputs: Tcompare_HighlightedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.tenant} íš ĥíĝĥļíĝĥţéð áĝáíñšţ ţĥé þöŕţƒöļíö ɱéðíáñ. one two three fo]`)
};

/**
* | output |
* | --- |
* | "{tenant} is highlighted against the portfolio median." |
*
* @param {Tcompare_HighlightedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_highlighted = /** @type {((inputs: Tcompare_HighlightedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_HighlightedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_highlighted(inputs)
	if (locale === "fr") return fr_tcompare_highlighted(inputs)
	if (locale === "nl") return nl_tcompare_highlighted(inputs)
	if (locale === "es") return es_tcompare_highlighted(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_highlighted(inputs)
	return en_tcompare_highlighted(inputs)
});