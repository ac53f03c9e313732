/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Overview_SinceInputs */

const en_overview_since = /** @type {(inputs: Overview_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Since ${i?.date}`)
};

const de_overview_since = /** @type {(inputs: Overview_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seit ${i?.date}`)
};

const fr_overview_since = /** @type {(inputs: Overview_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Depuis le ${i?.date}`)
};

const nl_overview_since = /** @type {(inputs: Overview_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sinds ${i?.date}`)
};

const es_overview_since = /** @type {(inputs: Overview_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desde el ${i?.date}`)
};

const en_xa2_overview_since = /** @type {(inputs: Overview_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíñçé ${i?.date} o]`)
};

/**
* | output |
* | --- |
* | "Since {date}" |
*
* @param {Overview_SinceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const overview_since = /** @type {((inputs: Overview_SinceInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overview_SinceInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_overview_since(inputs)
	if (locale === "fr") return fr_overview_since(inputs)
	if (locale === "nl") return nl_overview_since(inputs)
	if (locale === "es") return es_overview_since(inputs)
	if (locale === "en-XA") return en_xa2_overview_since(inputs)
	return en_overview_since(inputs)
});