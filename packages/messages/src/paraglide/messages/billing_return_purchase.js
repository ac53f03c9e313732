/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Return_PurchaseInputs */

const en_billing_return_purchase = /** @type {(inputs: Billing_Return_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment received: your new plan is active.`)
};

const de_billing_return_purchase = /** @type {(inputs: Billing_Return_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung erhalten: Ihr neuer Tarif ist aktiv.`)
};

const fr_billing_return_purchase = /** @type {(inputs: Billing_Return_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement reçu : votre nouvelle offre est active.`)
};

const nl_billing_return_purchase = /** @type {(inputs: Billing_Return_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betaling ontvangen: uw nieuwe abonnement is actief.`)
};

const es_billing_return_purchase = /** @type {(inputs: Billing_Return_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago recibido: su nuevo plan está activo.`)
};

const en_xa2_billing_return_purchase = /** @type {(inputs: Billing_Return_PurchaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáýɱéñţ ŕéçéíṽéð: ýöüŕ ñéŵ þļáñ íš áçţíṽé. one two thre]`)
};

/**
* | output |
* | --- |
* | "Payment received: your new plan is active." |
*
* @param {Billing_Return_PurchaseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_return_purchase = /** @type {((inputs?: Billing_Return_PurchaseInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Return_PurchaseInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_return_purchase(inputs)
	if (locale === "fr") return fr_billing_return_purchase(inputs)
	if (locale === "nl") return nl_billing_return_purchase(inputs)
	if (locale === "es") return es_billing_return_purchase(inputs)
	if (locale === "en-XA") return en_xa2_billing_return_purchase(inputs)
	return en_billing_return_purchase(inputs)
});