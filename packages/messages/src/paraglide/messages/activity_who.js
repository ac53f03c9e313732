/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_WhoInputs */

const en_activity_who = /** @type {(inputs: Activity_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who`)
};

const de_activity_who = /** @type {(inputs: Activity_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer`)
};

const fr_activity_who = /** @type {(inputs: Activity_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui`)
};

const nl_activity_who = /** @type {(inputs: Activity_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie`)
};

const es_activity_who = /** @type {(inputs: Activity_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién`)
};

const en_xa2_activity_who = /** @type {(inputs: Activity_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥö ]`)
};

/**
* | output |
* | --- |
* | "Who" |
*
* @param {Activity_WhoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const activity_who = /** @type {((inputs?: Activity_WhoInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_WhoInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_activity_who(inputs)
	if (locale === "fr") return fr_activity_who(inputs)
	if (locale === "nl") return nl_activity_who(inputs)
	if (locale === "es") return es_activity_who(inputs)
	if (locale === "en-XA") return en_xa2_activity_who(inputs)
	return en_activity_who(inputs)
});