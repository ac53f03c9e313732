/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subscription_CanceledInputs */

const en_subscription_canceled = /** @type {(inputs: Subscription_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

const de_subscription_canceled = /** @type {(inputs: Subscription_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gekündigt`)
};

const fr_subscription_canceled = /** @type {(inputs: Subscription_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résilié`)
};

const nl_subscription_canceled = /** @type {(inputs: Subscription_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opgezegd`)
};

const es_subscription_canceled = /** @type {(inputs: Subscription_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelado`)
};

const en_xa2_subscription_canceled = /** @type {(inputs: Subscription_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļļéð ]`)
};

/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Subscription_CanceledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const subscription_canceled = /** @type {((inputs?: Subscription_CanceledInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subscription_CanceledInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subscription_canceled(inputs)
	if (locale === "fr") return fr_subscription_canceled(inputs)
	if (locale === "nl") return nl_subscription_canceled(inputs)
	if (locale === "es") return es_subscription_canceled(inputs)
	if (locale === "en-XA") return en_xa2_subscription_canceled(inputs)
	return en_subscription_canceled(inputs)
});