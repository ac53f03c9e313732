/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_DueInputs */

const en_common_due = /** @type {(inputs: Common_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due`)
};

const de_common_due = /** @type {(inputs: Common_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fällig`)
};

const fr_common_due = /** @type {(inputs: Common_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échéance`)
};

const nl_common_due = /** @type {(inputs: Common_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uiterlijk`)
};

const es_common_due = /** @type {(inputs: Common_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vence`)
};

const en_xa2_common_due = /** @type {(inputs: Common_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðüé ]`)
};

/**
* | output |
* | --- |
* | "Due" |
*
* @param {Common_DueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_due = /** @type {((inputs?: Common_DueInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_DueInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_due(inputs)
	if (locale === "fr") return fr_common_due(inputs)
	if (locale === "nl") return nl_common_due(inputs)
	if (locale === "es") return es_common_due(inputs)
	if (locale === "en-XA") return en_xa2_common_due(inputs)
	return en_common_due(inputs)
});