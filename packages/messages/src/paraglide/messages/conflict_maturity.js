/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Conflict_MaturityInputs */

const en_conflict_maturity = /** @type {(inputs: Conflict_MaturityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maturity: ${i?.value}`)
};

const de_conflict_maturity = /** @type {(inputs: Conflict_MaturityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reifegrad: ${i?.value}`)
};

const fr_conflict_maturity = /** @type {(inputs: Conflict_MaturityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maturité : ${i?.value}`)
};

const nl_conflict_maturity = /** @type {(inputs: Conflict_MaturityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Volwassenheid: ${i?.value}`)
};

const es_conflict_maturity = /** @type {(inputs: Conflict_MaturityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Madurez: ${i?.value}`)
};

const en_xa2_conflict_maturity = /** @type {(inputs: Conflict_MaturityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁáţüŕíţý: ${i?.value} one]`)
};

/**
* | output |
* | --- |
* | "Maturity: {value}" |
*
* @param {Conflict_MaturityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const conflict_maturity = /** @type {((inputs: Conflict_MaturityInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_MaturityInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_conflict_maturity(inputs)
	if (locale === "fr") return fr_conflict_maturity(inputs)
	if (locale === "nl") return nl_conflict_maturity(inputs)
	if (locale === "es") return es_conflict_maturity(inputs)
	if (locale === "en-XA") return en_xa2_conflict_maturity(inputs)
	return en_conflict_maturity(inputs)
});