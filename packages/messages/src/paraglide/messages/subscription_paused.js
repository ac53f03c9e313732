/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subscription_PausedInputs */

const en_subscription_paused = /** @type {(inputs: Subscription_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paused`)
};

const de_subscription_paused = /** @type {(inputs: Subscription_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausiert`)
};

const fr_subscription_paused = /** @type {(inputs: Subscription_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En pause`)
};

const nl_subscription_paused = /** @type {(inputs: Subscription_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gepauzeerd`)
};

const es_subscription_paused = /** @type {(inputs: Subscription_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En pausa`)
};

const en_xa2_subscription_paused = /** @type {(inputs: Subscription_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáüšéð ]`)
};

/**
* | output |
* | --- |
* | "Paused" |
*
* @param {Subscription_PausedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const subscription_paused = /** @type {((inputs?: Subscription_PausedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subscription_PausedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subscription_paused(inputs)
	if (locale === "fr") return fr_subscription_paused(inputs)
	if (locale === "nl") return nl_subscription_paused(inputs)
	if (locale === "es") return es_subscription_paused(inputs)
	if (locale === "en-XA") return en_xa2_subscription_paused(inputs)
	return en_subscription_paused(inputs)
});