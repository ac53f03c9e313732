/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Billing_Checkout_DescriptionInputs */

const en_billing_checkout_description = /** @type {(inputs: Billing_Checkout_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You will go to checkout to pay ${i?.price}. The plan changes as soon as the payment goes through.`)
};

const de_billing_checkout_description = /** @type {(inputs: Billing_Checkout_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie werden zur Kasse weitergeleitet, um ${i?.price} zu bezahlen. Der Tarif ändert sich, sobald die Zahlung eingegangen ist.`)
};

const fr_billing_checkout_description = /** @type {(inputs: Billing_Checkout_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous allez passer au paiement de ${i?.price}. L’offre change dès que le paiement est accepté.`)
};

const nl_billing_checkout_description = /** @type {(inputs: Billing_Checkout_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`U gaat naar de betaalpagina om ${i?.price} te betalen. Het abonnement verandert zodra de betaling rond is.`)
};

const es_billing_checkout_description = /** @type {(inputs: Billing_Checkout_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Irá al pago de ${i?.price}. El plan cambia en cuanto se complete el pago.`)
};

const en_xa2_billing_checkout_description = /** @type {(inputs: Billing_Checkout_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýöü ŵíļļ ĝö ţö çĥéçķöüţ ţö þáý ${i?.price}. Ţĥé þļáñ çĥáñĝéš áš šööñ áš ţĥé þáýɱéñţ ĝöéš ţĥŕöüĝĥ. one two three four five six se]`)
};

/**
* | output |
* | --- |
* | "You will go to checkout to pay {price}. The plan changes as soon as the payment goes through." |
*
* @param {Billing_Checkout_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_checkout_description = /** @type {((inputs: Billing_Checkout_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Checkout_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_checkout_description(inputs)
	if (locale === "fr") return fr_billing_checkout_description(inputs)
	if (locale === "nl") return nl_billing_checkout_description(inputs)
	if (locale === "es") return es_billing_checkout_description(inputs)
	if (locale === "en-XA") return en_xa2_billing_checkout_description(inputs)
	return en_billing_checkout_description(inputs)
});