/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Dev_Parameters_OfInputs */

const en_dev_parameters_of = /** @type {(inputs: Dev_Parameters_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parameters of ${i?.id}`)
};

const de_dev_parameters_of = /** @type {(inputs: Dev_Parameters_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parameter von ${i?.id}`)
};

const fr_dev_parameters_of = /** @type {(inputs: Dev_Parameters_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paramètres de ${i?.id}`)
};

const nl_dev_parameters_of = /** @type {(inputs: Dev_Parameters_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parameters van ${i?.id}`)
};

const es_dev_parameters_of = /** @type {(inputs: Dev_Parameters_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parámetros de ${i?.id}`)
};

const en_xa2_dev_parameters_of = /** @type {(inputs: Dev_Parameters_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáŕáɱéţéŕš öƒ ${i?.id} one]`)
};

/**
* | output |
* | --- |
* | "Parameters of {id}" |
*
* @param {Dev_Parameters_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_parameters_of = /** @type {((inputs: Dev_Parameters_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Parameters_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_parameters_of(inputs)
	if (locale === "fr") return fr_dev_parameters_of(inputs)
	if (locale === "nl") return nl_dev_parameters_of(inputs)
	if (locale === "es") return es_dev_parameters_of(inputs)
	if (locale === "en-XA") return en_xa2_dev_parameters_of(inputs)
	return en_dev_parameters_of(inputs)
});