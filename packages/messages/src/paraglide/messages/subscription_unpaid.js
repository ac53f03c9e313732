/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subscription_UnpaidInputs */

const en_subscription_unpaid = /** @type {(inputs: Subscription_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unpaid`)
};

const de_subscription_unpaid = /** @type {(inputs: Subscription_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbezahlt`)
};

const fr_subscription_unpaid = /** @type {(inputs: Subscription_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impayé`)
};

const nl_subscription_unpaid = /** @type {(inputs: Subscription_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onbetaald`)
};

const es_subscription_unpaid = /** @type {(inputs: Subscription_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impagado`)
};

const en_xa2_subscription_unpaid = /** @type {(inputs: Subscription_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûñþáíð ]`)
};

/**
* | output |
* | --- |
* | "Unpaid" |
*
* @param {Subscription_UnpaidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const subscription_unpaid = /** @type {((inputs?: Subscription_UnpaidInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subscription_UnpaidInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subscription_unpaid(inputs)
	if (locale === "fr") return fr_subscription_unpaid(inputs)
	if (locale === "nl") return nl_subscription_unpaid(inputs)
	if (locale === "es") return es_subscription_unpaid(inputs)
	if (locale === "en-XA") return en_xa2_subscription_unpaid(inputs)
	return en_subscription_unpaid(inputs)
});