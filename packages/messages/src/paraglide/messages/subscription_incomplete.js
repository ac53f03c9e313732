/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subscription_IncompleteInputs */

const en_subscription_incomplete = /** @type {(inputs: Subscription_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awaiting payment`)
};

const de_subscription_incomplete = /** @type {(inputs: Subscription_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung ausstehend`)
};

const fr_subscription_incomplete = /** @type {(inputs: Subscription_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de paiement`)
};

const nl_subscription_incomplete = /** @type {(inputs: Subscription_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wacht op betaling`)
};

const es_subscription_incomplete = /** @type {(inputs: Subscription_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente de pago`)
};

const en_xa2_subscription_incomplete = /** @type {(inputs: Subscription_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åŵáíţíñĝ þáýɱéñţ one]`)
};

/**
* | output |
* | --- |
* | "Awaiting payment" |
*
* @param {Subscription_IncompleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const subscription_incomplete = /** @type {((inputs?: Subscription_IncompleteInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subscription_IncompleteInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subscription_incomplete(inputs)
	if (locale === "fr") return fr_subscription_incomplete(inputs)
	if (locale === "nl") return nl_subscription_incomplete(inputs)
	if (locale === "es") return es_subscription_incomplete(inputs)
	if (locale === "en-XA") return en_xa2_subscription_incomplete(inputs)
	return en_subscription_incomplete(inputs)
});