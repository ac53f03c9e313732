/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Expiry_90Inputs */

const en_dev_expiry_90 = /** @type {(inputs: Dev_Expiry_90Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In 90 days`)
};

const de_dev_expiry_90 = /** @type {(inputs: Dev_Expiry_90Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In 90 Tagen`)
};

const fr_dev_expiry_90 = /** @type {(inputs: Dev_Expiry_90Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans 90 jours`)
};

const nl_dev_expiry_90 = /** @type {(inputs: Dev_Expiry_90Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over 90 dagen`)
};

const es_dev_expiry_90 = /** @type {(inputs: Dev_Expiry_90Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En 90 días`)
};

const en_xa2_dev_expiry_90 = /** @type {(inputs: Dev_Expiry_90Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñ 90 ðáýš o]`)
};

/**
* | output |
* | --- |
* | "In 90 days" |
*
* @param {Dev_Expiry_90Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_expiry_90 = /** @type {((inputs?: Dev_Expiry_90Inputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Expiry_90Inputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_expiry_90(inputs)
	if (locale === "fr") return fr_dev_expiry_90(inputs)
	if (locale === "nl") return nl_dev_expiry_90(inputs)
	if (locale === "es") return es_dev_expiry_90(inputs)
	if (locale === "en-XA") return en_xa2_dev_expiry_90(inputs)
	return en_dev_expiry_90(inputs)
});