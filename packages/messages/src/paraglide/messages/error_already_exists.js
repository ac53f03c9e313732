/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Already_ExistsInputs */

const en_error_already_exists = /** @type {(inputs: Error_Already_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That already exists.`)
};

const de_error_already_exists = /** @type {(inputs: Error_Already_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das gibt es bereits.`)
};

const fr_error_already_exists = /** @type {(inputs: Error_Already_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cela existe déjà.`)
};

const nl_error_already_exists = /** @type {(inputs: Error_Already_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dat bestaat al.`)
};

const es_error_already_exists = /** @type {(inputs: Error_Already_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eso ya existe.`)
};

const en_xa2_error_already_exists = /** @type {(inputs: Error_Already_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ áļŕéáðý éẋíšţš. one ]`)
};

/**
* | output |
* | --- |
* | "That already exists." |
*
* @param {Error_Already_ExistsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_already_exists = /** @type {((inputs?: Error_Already_ExistsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Already_ExistsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_already_exists(inputs)
	if (locale === "fr") return fr_error_already_exists(inputs)
	if (locale === "nl") return nl_error_already_exists(inputs)
	if (locale === "es") return es_error_already_exists(inputs)
	if (locale === "en-XA") return en_xa2_error_already_exists(inputs)
	return en_error_already_exists(inputs)
});