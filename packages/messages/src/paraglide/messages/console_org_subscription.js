/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_SubscriptionInputs */

const en_console_org_subscription = /** @type {(inputs: Console_Org_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription`)
};

const de_console_org_subscription = /** @type {(inputs: Console_Org_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement`)
};

const fr_console_org_subscription = /** @type {(inputs: Console_Org_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement`)
};

const nl_console_org_subscription = /** @type {(inputs: Console_Org_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement`)
};

const es_console_org_subscription = /** @type {(inputs: Console_Org_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción`)
};

const en_xa2_console_org_subscription = /** @type {(inputs: Console_Org_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüƀšçŕíþţíöñ o]`)
};

/**
* | output |
* | --- |
* | "Subscription" |
*
* @param {Console_Org_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_subscription = /** @type {((inputs?: Console_Org_SubscriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_SubscriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_subscription(inputs)
	if (locale === "fr") return fr_console_org_subscription(inputs)
	if (locale === "nl") return nl_console_org_subscription(inputs)
	if (locale === "es") return es_console_org_subscription(inputs)
	if (locale === "en-XA") return en_xa2_console_org_subscription(inputs)
	return en_console_org_subscription(inputs)
});