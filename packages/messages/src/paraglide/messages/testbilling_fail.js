/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Testbilling_FailInputs */

const en_testbilling_fail = /** @type {(inputs: Testbilling_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fail the renewal`)
};

const de_testbilling_fail = /** @type {(inputs: Testbilling_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlängerung scheitern lassen`)
};

const fr_testbilling_fail = /** @type {(inputs: Testbilling_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faire échouer le renouvellement`)
};

const nl_testbilling_fail = /** @type {(inputs: Testbilling_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlenging laten mislukken`)
};

const es_testbilling_fail = /** @type {(inputs: Testbilling_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer fallar la renovación`)
};

const en_xa2_testbilling_fail = /** @type {(inputs: Testbilling_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļ ţĥé ŕéñéŵáļ one]`)
};

/**
* | output |
* | --- |
* | "Fail the renewal" |
*
* @param {Testbilling_FailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const testbilling_fail = /** @type {((inputs?: Testbilling_FailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testbilling_FailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_testbilling_fail(inputs)
	if (locale === "fr") return fr_testbilling_fail(inputs)
	if (locale === "nl") return nl_testbilling_fail(inputs)
	if (locale === "es") return es_testbilling_fail(inputs)
	if (locale === "en-XA") return en_xa2_testbilling_fail(inputs)
	return en_testbilling_fail(inputs)
});