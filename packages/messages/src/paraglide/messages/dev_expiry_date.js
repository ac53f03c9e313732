/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Expiry_DateInputs */

const en_dev_expiry_date = /** @type {(inputs: Dev_Expiry_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On a date…`)
};

const de_dev_expiry_date = /** @type {(inputs: Dev_Expiry_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An einem Datum …`)
};

const fr_dev_expiry_date = /** @type {(inputs: Dev_Expiry_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À une date…`)
};

const nl_dev_expiry_date = /** @type {(inputs: Dev_Expiry_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Op een datum…`)
};

const es_dev_expiry_date = /** @type {(inputs: Dev_Expiry_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En una fecha…`)
};

const en_xa2_dev_expiry_date = /** @type {(inputs: Dev_Expiry_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñ á ðáţé… o]`)
};

/**
* | output |
* | --- |
* | "On a date…" |
*
* @param {Dev_Expiry_DateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_expiry_date = /** @type {((inputs?: Dev_Expiry_DateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Expiry_DateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_expiry_date(inputs)
	if (locale === "fr") return fr_dev_expiry_date(inputs)
	if (locale === "nl") return nl_dev_expiry_date(inputs)
	if (locale === "es") return es_dev_expiry_date(inputs)
	if (locale === "en-XA") return en_xa2_dev_expiry_date(inputs)
	return en_dev_expiry_date(inputs)
});