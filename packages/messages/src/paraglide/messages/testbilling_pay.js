/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Testbilling_PayInputs */

const en_testbilling_pay = /** @type {(inputs: Testbilling_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay`)
};

const de_testbilling_pay = /** @type {(inputs: Testbilling_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlen`)
};

const fr_testbilling_pay = /** @type {(inputs: Testbilling_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer`)
};

const nl_testbilling_pay = /** @type {(inputs: Testbilling_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betalen`)
};

const es_testbilling_pay = /** @type {(inputs: Testbilling_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar`)
};

const en_xa2_testbilling_pay = /** @type {(inputs: Testbilling_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáý ]`)
};

/**
* | output |
* | --- |
* | "Pay" |
*
* @param {Testbilling_PayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const testbilling_pay = /** @type {((inputs?: Testbilling_PayInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testbilling_PayInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_testbilling_pay(inputs)
	if (locale === "fr") return fr_testbilling_pay(inputs)
	if (locale === "nl") return nl_testbilling_pay(inputs)
	if (locale === "es") return es_testbilling_pay(inputs)
	if (locale === "en-XA") return en_xa2_testbilling_pay(inputs)
	return en_testbilling_pay(inputs)
});