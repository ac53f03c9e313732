/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_WhenInputs */

const en_activity_when = /** @type {(inputs: Activity_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

const de_activity_when = /** @type {(inputs: Activity_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wann`)
};

const fr_activity_when = /** @type {(inputs: Activity_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand`)
};

const nl_activity_when = /** @type {(inputs: Activity_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wanneer`)
};

const es_activity_when = /** @type {(inputs: Activity_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuándo`)
};

const en_xa2_activity_when = /** @type {(inputs: Activity_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥéñ ]`)
};

/**
* | output |
* | --- |
* | "When" |
*
* @param {Activity_WhenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const activity_when = /** @type {((inputs?: Activity_WhenInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_WhenInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_activity_when(inputs)
	if (locale === "fr") return fr_activity_when(inputs)
	if (locale === "nl") return nl_activity_when(inputs)
	if (locale === "es") return es_activity_when(inputs)
	if (locale === "en-XA") return en_xa2_activity_when(inputs)
	return en_activity_when(inputs)
});