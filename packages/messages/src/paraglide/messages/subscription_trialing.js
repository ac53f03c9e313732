/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subscription_TrialingInputs */

const en_subscription_trialing = /** @type {(inputs: Subscription_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trial`)
};

const de_subscription_trialing = /** @type {(inputs: Subscription_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testphase`)
};

const fr_subscription_trialing = /** @type {(inputs: Subscription_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essai`)
};

const nl_subscription_trialing = /** @type {(inputs: Subscription_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proefperiode`)
};

const es_subscription_trialing = /** @type {(inputs: Subscription_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prueba`)
};

const en_xa2_subscription_trialing = /** @type {(inputs: Subscription_TrialingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕíáļ ]`)
};

/**
* | output |
* | --- |
* | "Trial" |
*
* @param {Subscription_TrialingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const subscription_trialing = /** @type {((inputs?: Subscription_TrialingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subscription_TrialingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subscription_trialing(inputs)
	if (locale === "fr") return fr_subscription_trialing(inputs)
	if (locale === "nl") return nl_subscription_trialing(inputs)
	if (locale === "es") return es_subscription_trialing(inputs)
	if (locale === "en-XA") return en_xa2_subscription_trialing(inputs)
	return en_subscription_trialing(inputs)
});