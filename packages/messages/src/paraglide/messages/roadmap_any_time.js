/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Any_TimeInputs */

const en_roadmap_any_time = /** @type {(inputs: Roadmap_Any_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any time`)
};

const de_roadmap_any_time = /** @type {(inputs: Roadmap_Any_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jederzeit`)
};

const fr_roadmap_any_time = /** @type {(inputs: Roadmap_Any_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N’importe quand`)
};

const nl_roadmap_any_time = /** @type {(inputs: Roadmap_Any_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altijd`)
};

const es_roadmap_any_time = /** @type {(inputs: Roadmap_Any_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier fecha`)
};

const en_xa2_roadmap_any_time = /** @type {(inputs: Roadmap_Any_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñý ţíɱé ]`)
};

/**
* | output |
* | --- |
* | "Any time" |
*
* @param {Roadmap_Any_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_any_time = /** @type {((inputs?: Roadmap_Any_TimeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Any_TimeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_any_time(inputs)
	if (locale === "fr") return fr_roadmap_any_time(inputs)
	if (locale === "nl") return nl_roadmap_any_time(inputs)
	if (locale === "es") return es_roadmap_any_time(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_any_time(inputs)
	return en_roadmap_any_time(inputs)
});