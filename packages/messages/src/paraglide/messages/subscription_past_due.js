/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subscription_Past_DueInputs */

const en_subscription_past_due = /** @type {(inputs: Subscription_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment overdue`)
};

const de_subscription_past_due = /** @type {(inputs: Subscription_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung überfällig`)
};

const fr_subscription_past_due = /** @type {(inputs: Subscription_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement en retard`)
};

const nl_subscription_past_due = /** @type {(inputs: Subscription_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betaling achterstallig`)
};

const es_subscription_past_due = /** @type {(inputs: Subscription_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago vencido`)
};

const en_xa2_subscription_past_due = /** @type {(inputs: Subscription_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáýɱéñţ öṽéŕðüé on]`)
};

/**
* | output |
* | --- |
* | "Payment overdue" |
*
* @param {Subscription_Past_DueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const subscription_past_due = /** @type {((inputs?: Subscription_Past_DueInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subscription_Past_DueInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subscription_past_due(inputs)
	if (locale === "fr") return fr_subscription_past_due(inputs)
	if (locale === "nl") return nl_subscription_past_due(inputs)
	if (locale === "es") return es_subscription_past_due(inputs)
	if (locale === "en-XA") return en_xa2_subscription_past_due(inputs)
	return en_subscription_past_due(inputs)
});