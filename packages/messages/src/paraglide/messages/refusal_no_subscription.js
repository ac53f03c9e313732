/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_No_SubscriptionInputs */

const en_refusal_no_subscription = /** @type {(inputs: Refusal_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no subscription to change here. Contact support.`)
};

const de_refusal_no_subscription = /** @type {(inputs: Refusal_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier gibt es kein Abonnement zu ändern. Wenden Sie sich an den Support.`)
};

const fr_refusal_no_subscription = /** @type {(inputs: Refusal_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a pas d’abonnement à modifier ici. Contactez le support.`)
};

const nl_refusal_no_subscription = /** @type {(inputs: Refusal_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er is hier geen abonnement om te wijzigen. Neem contact op met support.`)
};

const es_refusal_no_subscription = /** @type {(inputs: Refusal_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ninguna suscripción que cambiar aquí. Contacte con soporte.`)
};

const en_xa2_refusal_no_subscription = /** @type {(inputs: Refusal_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñö šüƀšçŕíþţíöñ ţö çĥáñĝé ĥéŕé. Çöñţáçţ šüþþöŕţ. one two three fou]`)
};

/**
* | output |
* | --- |
* | "There is no subscription to change here. Contact support." |
*
* @param {Refusal_No_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_no_subscription = /** @type {((inputs?: Refusal_No_SubscriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_No_SubscriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_no_subscription(inputs)
	if (locale === "fr") return fr_refusal_no_subscription(inputs)
	if (locale === "nl") return nl_refusal_no_subscription(inputs)
	if (locale === "es") return es_refusal_no_subscription(inputs)
	if (locale === "en-XA") return en_xa2_refusal_no_subscription(inputs)
	return en_refusal_no_subscription(inputs)
});