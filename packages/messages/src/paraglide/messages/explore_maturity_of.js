/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Explore_Maturity_OfInputs */

const en_explore_maturity_of = /** @type {(inputs: Explore_Maturity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maturity ${i?.value} of 5`)
};

const de_explore_maturity_of = /** @type {(inputs: Explore_Maturity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reifegrad ${i?.value} von 5`)
};

const fr_explore_maturity_of = /** @type {(inputs: Explore_Maturity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maturité ${i?.value} sur 5`)
};

const nl_explore_maturity_of = /** @type {(inputs: Explore_Maturity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Volwassenheid ${i?.value} van 5`)
};

const es_explore_maturity_of = /** @type {(inputs: Explore_Maturity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Madurez ${i?.value} de 5`)
};

const en_xa2_explore_maturity_of = /** @type {(inputs: Explore_Maturity_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁáţüŕíţý ${i?.value} öƒ 5 one ]`)
};

/**
* | output |
* | --- |
* | "Maturity {value} of 5" |
*
* @param {Explore_Maturity_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_maturity_of = /** @type {((inputs: Explore_Maturity_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Maturity_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_maturity_of(inputs)
	if (locale === "fr") return fr_explore_maturity_of(inputs)
	if (locale === "nl") return nl_explore_maturity_of(inputs)
	if (locale === "es") return es_explore_maturity_of(inputs)
	if (locale === "en-XA") return en_xa2_explore_maturity_of(inputs)
	return en_explore_maturity_of(inputs)
});