/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tenant: NonNullable<unknown> }} Tcompare_Overall_OfInputs */

const en_tcompare_overall_of = /** @type {(inputs: Tcompare_Overall_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant}, overall`)
};

const de_tcompare_overall_of = /** @type {(inputs: Tcompare_Overall_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant}, gesamt`)
};

const fr_tcompare_overall_of = /** @type {(inputs: Tcompare_Overall_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant}, global`)
};

const nl_tcompare_overall_of = /** @type {(inputs: Tcompare_Overall_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant}, totaal`)
};

const es_tcompare_overall_of = /** @type {(inputs: Tcompare_Overall_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant}, global`)
};

const en_xa2_tcompare_overall_of = /** @type {(inputs: Tcompare_Overall_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.tenant}, öṽéŕáļļ one]`)
};

/**
* | output |
* | --- |
* | "{tenant}, overall" |
*
* @param {Tcompare_Overall_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_overall_of = /** @type {((inputs: Tcompare_Overall_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Overall_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_overall_of(inputs)
	if (locale === "fr") return fr_tcompare_overall_of(inputs)
	if (locale === "nl") return nl_tcompare_overall_of(inputs)
	if (locale === "es") return es_tcompare_overall_of(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_overall_of(inputs)
	return en_tcompare_overall_of(inputs)
});