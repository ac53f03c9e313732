/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Testbilling_Pay_InvoiceInputs */

const en_testbilling_pay_invoice = /** @type {(inputs: Testbilling_Pay_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay the open invoice`)
};

const de_testbilling_pay_invoice = /** @type {(inputs: Testbilling_Pay_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offene Rechnung bezahlen`)
};

const fr_testbilling_pay_invoice = /** @type {(inputs: Testbilling_Pay_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer la facture en attente`)
};

const nl_testbilling_pay_invoice = /** @type {(inputs: Testbilling_Pay_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Openstaande factuur betalen`)
};

const es_testbilling_pay_invoice = /** @type {(inputs: Testbilling_Pay_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagar la factura pendiente`)
};

const en_xa2_testbilling_pay_invoice = /** @type {(inputs: Testbilling_Pay_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáý ţĥé öþéñ íñṽöíçé one ]`)
};

/**
* | output |
* | --- |
* | "Pay the open invoice" |
*
* @param {Testbilling_Pay_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const testbilling_pay_invoice = /** @type {((inputs?: Testbilling_Pay_InvoiceInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testbilling_Pay_InvoiceInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_testbilling_pay_invoice(inputs)
	if (locale === "fr") return fr_testbilling_pay_invoice(inputs)
	if (locale === "nl") return nl_testbilling_pay_invoice(inputs)
	if (locale === "es") return es_testbilling_pay_invoice(inputs)
	if (locale === "en-XA") return en_xa2_testbilling_pay_invoice(inputs)
	return en_testbilling_pay_invoice(inputs)
});