/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Subs_SubscriptionsInputs */

const en_console_subs_subscriptions = /** @type {(inputs: Console_Subs_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscriptions`)
};

const de_console_subs_subscriptions = /** @type {(inputs: Console_Subs_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements`)
};

const fr_console_subs_subscriptions = /** @type {(inputs: Console_Subs_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements`)
};

const nl_console_subs_subscriptions = /** @type {(inputs: Console_Subs_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnementen`)
};

const es_console_subs_subscriptions = /** @type {(inputs: Console_Subs_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripciones`)
};

const en_xa2_console_subs_subscriptions = /** @type {(inputs: Console_Subs_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüƀšçŕíþţíöñš on]`)
};

/**
* | output |
* | --- |
* | "Subscriptions" |
*
* @param {Console_Subs_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_subscriptions = /** @type {((inputs?: Console_Subs_SubscriptionsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_SubscriptionsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_subscriptions(inputs)
	if (locale === "fr") return fr_console_subs_subscriptions(inputs)
	if (locale === "nl") return nl_console_subs_subscriptions(inputs)
	if (locale === "es") return es_console_subs_subscriptions(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_subscriptions(inputs)
	return en_console_subs_subscriptions(inputs)
});