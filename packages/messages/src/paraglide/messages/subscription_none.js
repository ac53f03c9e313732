/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subscription_NoneInputs */

const en_subscription_none = /** @type {(inputs: Subscription_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No subscription`)
};

const de_subscription_none = /** @type {(inputs: Subscription_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Abonnement`)
};

const fr_subscription_none = /** @type {(inputs: Subscription_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun abonnement`)
};

const nl_subscription_none = /** @type {(inputs: Subscription_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen abonnement`)
};

const es_subscription_none = /** @type {(inputs: Subscription_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin suscripción`)
};

const en_xa2_subscription_none = /** @type {(inputs: Subscription_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö šüƀšçŕíþţíöñ on]`)
};

/**
* | output |
* | --- |
* | "No subscription" |
*
* @param {Subscription_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const subscription_none = /** @type {((inputs?: Subscription_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subscription_NoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subscription_none(inputs)
	if (locale === "fr") return fr_subscription_none(inputs)
	if (locale === "nl") return nl_subscription_none(inputs)
	if (locale === "es") return es_subscription_none(inputs)
	if (locale === "en-XA") return en_xa2_subscription_none(inputs)
	return en_subscription_none(inputs)
});