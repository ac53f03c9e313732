/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Loading_SubscriptionsInputs */

const en_console_loading_subscriptions = /** @type {(inputs: Console_Loading_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading subscriptions`)
};

const de_console_loading_subscriptions = /** @type {(inputs: Console_Loading_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnements werden geladen`)
};

const fr_console_loading_subscriptions = /** @type {(inputs: Console_Loading_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des abonnements`)
};

const nl_console_loading_subscriptions = /** @type {(inputs: Console_Loading_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnementen worden geladen`)
};

const es_console_loading_subscriptions = /** @type {(inputs: Console_Loading_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando suscripciones`)
};

const en_xa2_console_loading_subscriptions = /** @type {(inputs: Console_Loading_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ šüƀšçŕíþţíöñš one ]`)
};

/**
* | output |
* | --- |
* | "Loading subscriptions" |
*
* @param {Console_Loading_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_loading_subscriptions = /** @type {((inputs?: Console_Loading_SubscriptionsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Loading_SubscriptionsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_loading_subscriptions(inputs)
	if (locale === "fr") return fr_console_loading_subscriptions(inputs)
	if (locale === "nl") return nl_console_loading_subscriptions(inputs)
	if (locale === "es") return es_console_loading_subscriptions(inputs)
	if (locale === "en-XA") return en_xa2_console_loading_subscriptions(inputs)
	return en_console_loading_subscriptions(inputs)
});