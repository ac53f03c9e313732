/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, date: NonNullable<unknown> }} Overview_CompletedInputs */

const en_overview_completed = /** @type {(inputs: Overview_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, completed ${i?.date}`)
};

const de_overview_completed = /** @type {(inputs: Overview_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, abgeschlossen am ${i?.date}`)
};

const fr_overview_completed = /** @type {(inputs: Overview_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, terminée le ${i?.date}`)
};

const nl_overview_completed = /** @type {(inputs: Overview_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, afgerond op ${i?.date}`)
};

const es_overview_completed = /** @type {(inputs: Overview_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, completada el ${i?.date}`)
};

const en_xa2_overview_completed = /** @type {(inputs: Overview_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}, çöɱþļéţéð ${i?.date} one t]`)
};

/**
* | output |
* | --- |
* | "{name}, completed {date}" |
*
* @param {Overview_CompletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const overview_completed = /** @type {((inputs: Overview_CompletedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overview_CompletedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_overview_completed(inputs)
	if (locale === "fr") return fr_overview_completed(inputs)
	if (locale === "nl") return nl_overview_completed(inputs)
	if (locale === "es") return es_overview_completed(inputs)
	if (locale === "en-XA") return en_xa2_overview_completed(inputs)
	return en_overview_completed(inputs)
});