/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Actor_StripeInputs */

const en_audit_actor_stripe = /** @type {(inputs: Audit_Actor_StripeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe (billing)`)
};

const de_audit_actor_stripe = /** @type {(inputs: Audit_Actor_StripeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe (Abrechnung)`)
};

const fr_audit_actor_stripe = /** @type {(inputs: Audit_Actor_StripeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe (facturation)`)
};

const nl_audit_actor_stripe = /** @type {(inputs: Audit_Actor_StripeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe (facturering)`)
};

const es_audit_actor_stripe = /** @type {(inputs: Audit_Actor_StripeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe (facturación)`)
};

const en_xa2_audit_actor_stripe = /** @type {(inputs: Audit_Actor_StripeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţŕíþé (ƀíļļíñĝ) one]`)
};

/**
* | output |
* | --- |
* | "Stripe (billing)" |
*
* @param {Audit_Actor_StripeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_actor_stripe = /** @type {((inputs?: Audit_Actor_StripeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Actor_StripeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_actor_stripe(inputs)
	if (locale === "fr") return fr_audit_actor_stripe(inputs)
	if (locale === "nl") return nl_audit_actor_stripe(inputs)
	if (locale === "es") return es_audit_actor_stripe(inputs)
	if (locale === "en-XA") return en_xa2_audit_actor_stripe(inputs)
	return en_audit_actor_stripe(inputs)
});