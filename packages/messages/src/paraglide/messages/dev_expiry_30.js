/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Expiry_30Inputs */

const en_dev_expiry_30 = /** @type {(inputs: Dev_Expiry_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In 30 days`)
};

const de_dev_expiry_30 = /** @type {(inputs: Dev_Expiry_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In 30 Tagen`)
};

const fr_dev_expiry_30 = /** @type {(inputs: Dev_Expiry_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans 30 jours`)
};

const nl_dev_expiry_30 = /** @type {(inputs: Dev_Expiry_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over 30 dagen`)
};

const es_dev_expiry_30 = /** @type {(inputs: Dev_Expiry_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En 30 días`)
};

const en_xa2_dev_expiry_30 = /** @type {(inputs: Dev_Expiry_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñ 30 ðáýš o]`)
};

/**
* | output |
* | --- |
* | "In 30 days" |
*
* @param {Dev_Expiry_30Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_expiry_30 = /** @type {((inputs?: Dev_Expiry_30Inputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Expiry_30Inputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_expiry_30(inputs)
	if (locale === "fr") return fr_dev_expiry_30(inputs)
	if (locale === "nl") return nl_dev_expiry_30(inputs)
	if (locale === "es") return es_dev_expiry_30(inputs)
	if (locale === "en-XA") return en_xa2_dev_expiry_30(inputs)
	return en_dev_expiry_30(inputs)
});