/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Payment_FailedInputs */

const en_console_org_payment_failed = /** @type {(inputs: Console_Org_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; a payment failed`)
};

const de_console_org_payment_failed = /** @type {(inputs: Console_Org_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; eine Zahlung ist fehlgeschlagen`)
};

const fr_console_org_payment_failed = /** @type {(inputs: Console_Org_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; un paiement a échoué`)
};

const nl_console_org_payment_failed = /** @type {(inputs: Console_Org_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; een betaling is mislukt`)
};

const es_console_org_payment_failed = /** @type {(inputs: Console_Org_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; un pago falló`)
};

const en_xa2_console_org_payment_failed = /** @type {(inputs: Console_Org_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[; á þáýɱéñţ ƒáíļéð one]`)
};

/**
* | output |
* | --- |
* | "; a payment failed" |
*
* @param {Console_Org_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_payment_failed = /** @type {((inputs?: Console_Org_Payment_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Payment_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_payment_failed(inputs)
	if (locale === "fr") return fr_console_org_payment_failed(inputs)
	if (locale === "nl") return nl_console_org_payment_failed(inputs)
	if (locale === "es") return es_console_org_payment_failed(inputs)
	if (locale === "en-XA") return en_xa2_console_org_payment_failed(inputs)
	return en_console_org_payment_failed(inputs)
});