/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Effort_SmallInputs */

const en_effort_small = /** @type {(inputs: Effort_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Small effort`)
};

const de_effort_small = /** @type {(inputs: Effort_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geringer Aufwand`)
};

const fr_effort_small = /** @type {(inputs: Effort_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effort faible`)
};

const nl_effort_small = /** @type {(inputs: Effort_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kleine inspanning`)
};

const es_effort_small = /** @type {(inputs: Effort_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esfuerzo bajo`)
};

const en_xa2_effort_small = /** @type {(inputs: Effort_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šɱáļļ éƒƒöŕţ o]`)
};

/**
* | output |
* | --- |
* | "Small effort" |
*
* @param {Effort_SmallInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const effort_small = /** @type {((inputs?: Effort_SmallInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Effort_SmallInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_effort_small(inputs)
	if (locale === "fr") return fr_effort_small(inputs)
	if (locale === "nl") return nl_effort_small(inputs)
	if (locale === "es") return es_effort_small(inputs)
	if (locale === "en-XA") return en_xa2_effort_small(inputs)
	return en_effort_small(inputs)
});