/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Return_CancelledInputs */

const en_billing_return_cancelled = /** @type {(inputs: Billing_Return_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout cancelled: nothing was charged.`)
};

const de_billing_return_cancelled = /** @type {(inputs: Billing_Return_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlvorgang abgebrochen: Es wurde nichts berechnet.`)
};

const fr_billing_return_cancelled = /** @type {(inputs: Billing_Return_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement annulé : rien n’a été débité.`)
};

const nl_billing_return_cancelled = /** @type {(inputs: Billing_Return_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afrekenen geannuleerd: er is niets in rekening gebracht.`)
};

const es_billing_return_cancelled = /** @type {(inputs: Billing_Return_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago cancelado: no se ha cobrado nada.`)
};

const en_xa2_billing_return_cancelled = /** @type {(inputs: Billing_Return_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķöüţ çáñçéļļéð: ñöţĥíñĝ ŵáš çĥáŕĝéð. one two thr]`)
};

/**
* | output |
* | --- |
* | "Checkout cancelled: nothing was charged." |
*
* @param {Billing_Return_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_return_cancelled = /** @type {((inputs?: Billing_Return_CancelledInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Return_CancelledInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_return_cancelled(inputs)
	if (locale === "fr") return fr_billing_return_cancelled(inputs)
	if (locale === "nl") return nl_billing_return_cancelled(inputs)
	if (locale === "es") return es_billing_return_cancelled(inputs)
	if (locale === "en-XA") return en_xa2_billing_return_cancelled(inputs)
	return en_billing_return_cancelled(inputs)
});