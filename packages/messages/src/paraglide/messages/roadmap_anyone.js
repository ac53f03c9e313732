/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_AnyoneInputs */

const en_roadmap_anyone = /** @type {(inputs: Roadmap_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone`)
};

const de_roadmap_anyone = /** @type {(inputs: Roadmap_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Personen`)
};

const fr_roadmap_anyone = /** @type {(inputs: Roadmap_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout le monde`)
};

const nl_roadmap_anyone = /** @type {(inputs: Roadmap_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iedereen`)
};

const es_roadmap_anyone = /** @type {(inputs: Roadmap_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera`)
};

const en_xa2_roadmap_anyone = /** @type {(inputs: Roadmap_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñýöñé ]`)
};

/**
* | output |
* | --- |
* | "Anyone" |
*
* @param {Roadmap_AnyoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_anyone = /** @type {((inputs?: Roadmap_AnyoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_AnyoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_anyone(inputs)
	if (locale === "fr") return fr_roadmap_anyone(inputs)
	if (locale === "nl") return nl_roadmap_anyone(inputs)
	if (locale === "es") return es_roadmap_anyone(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_anyone(inputs)
	return en_roadmap_anyone(inputs)
});