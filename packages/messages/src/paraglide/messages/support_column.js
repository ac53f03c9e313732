/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_ColumnInputs */

const en_support_column = /** @type {(inputs: Support_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support`)
};

const de_support_column = /** @type {(inputs: Support_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support`)
};

const fr_support_column = /** @type {(inputs: Support_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support`)
};

const nl_support_column = /** @type {(inputs: Support_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support`)
};

const es_support_column = /** @type {(inputs: Support_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soporte`)
};

const en_xa2_support_column = /** @type {(inputs: Support_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ ]`)
};

/**
* | output |
* | --- |
* | "Support" |
*
* @param {Support_ColumnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_column = /** @type {((inputs?: Support_ColumnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_ColumnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_column(inputs)
	if (locale === "fr") return fr_support_column(inputs)
	if (locale === "nl") return nl_support_column(inputs)
	if (locale === "es") return es_support_column(inputs)
	if (locale === "en-XA") return en_xa2_support_column(inputs)
	return en_support_column(inputs)
});