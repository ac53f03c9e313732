/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ where: NonNullable<unknown> }} Dev_RequiredInputs */

const en_dev_required = /** @type {(inputs: Dev_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}, required`)
};

const de_dev_required = /** @type {(inputs: Dev_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}, erforderlich`)
};

const fr_dev_required = /** @type {(inputs: Dev_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}, obligatoire`)
};

const nl_dev_required = /** @type {(inputs: Dev_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}, verplicht`)
};

const es_dev_required = /** @type {(inputs: Dev_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}, obligatorio`)
};

const en_xa2_dev_required = /** @type {(inputs: Dev_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.where}, ŕéǫüíŕéð one]`)
};

/**
* | output |
* | --- |
* | "{where}, required" |
*
* @param {Dev_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_required = /** @type {((inputs: Dev_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_RequiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_required(inputs)
	if (locale === "fr") return fr_dev_required(inputs)
	if (locale === "nl") return nl_dev_required(inputs)
	if (locale === "es") return es_dev_required(inputs)
	if (locale === "en-XA") return en_xa2_dev_required(inputs)
	return en_dev_required(inputs)
});