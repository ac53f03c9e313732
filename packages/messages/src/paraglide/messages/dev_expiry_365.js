/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Expiry_365Inputs */

const en_dev_expiry_365 = /** @type {(inputs: Dev_Expiry_365Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In a year`)
};

const de_dev_expiry_365 = /** @type {(inputs: Dev_Expiry_365Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In einem Jahr`)
};

const fr_dev_expiry_365 = /** @type {(inputs: Dev_Expiry_365Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans un an`)
};

const nl_dev_expiry_365 = /** @type {(inputs: Dev_Expiry_365Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over een jaar`)
};

const es_dev_expiry_365 = /** @type {(inputs: Dev_Expiry_365Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En un año`)
};

const en_xa2_dev_expiry_365 = /** @type {(inputs: Dev_Expiry_365Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñ á ýéáŕ ]`)
};

/**
* | output |
* | --- |
* | "In a year" |
*
* @param {Dev_Expiry_365Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_expiry_365 = /** @type {((inputs?: Dev_Expiry_365Inputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Expiry_365Inputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_expiry_365(inputs)
	if (locale === "fr") return fr_dev_expiry_365(inputs)
	if (locale === "nl") return nl_dev_expiry_365(inputs)
	if (locale === "es") return es_dev_expiry_365(inputs)
	if (locale === "en-XA") return en_xa2_dev_expiry_365(inputs)
	return en_dev_expiry_365(inputs)
});