/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subscription_Incomplete_ExpiredInputs */

const en_subscription_incomplete_expired = /** @type {(inputs: Subscription_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout expired`)
};

const de_subscription_incomplete_expired = /** @type {(inputs: Subscription_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlvorgang abgelaufen`)
};

const fr_subscription_incomplete_expired = /** @type {(inputs: Subscription_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement expiré`)
};

const nl_subscription_incomplete_expired = /** @type {(inputs: Subscription_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afrekenen verlopen`)
};

const es_subscription_incomplete_expired = /** @type {(inputs: Subscription_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago caducado`)
};

const en_xa2_subscription_incomplete_expired = /** @type {(inputs: Subscription_Incomplete_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķöüţ éẋþíŕéð one]`)
};

/**
* | output |
* | --- |
* | "Checkout expired" |
*
* @param {Subscription_Incomplete_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const subscription_incomplete_expired = /** @type {((inputs?: Subscription_Incomplete_ExpiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subscription_Incomplete_ExpiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subscription_incomplete_expired(inputs)
	if (locale === "fr") return fr_subscription_incomplete_expired(inputs)
	if (locale === "nl") return nl_subscription_incomplete_expired(inputs)
	if (locale === "es") return es_subscription_incomplete_expired(inputs)
	if (locale === "en-XA") return en_xa2_subscription_incomplete_expired(inputs)
	return en_subscription_incomplete_expired(inputs)
});