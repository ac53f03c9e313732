/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Stripe_ConfiguredInputs */

const en_refusal_stripe_configured = /** @type {(inputs: Refusal_Stripe_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments go through Stripe here; the test checkout is not available.`)
};

const de_refusal_stripe_configured = /** @type {(inputs: Refusal_Stripe_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungen laufen hier über Stripe; der Testbezahlvorgang ist nicht verfügbar.`)
};

const fr_refusal_stripe_configured = /** @type {(inputs: Refusal_Stripe_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les paiements passent ici par Stripe ; le paiement de test n’est pas disponible.`)
};

const nl_refusal_stripe_configured = /** @type {(inputs: Refusal_Stripe_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betalingen lopen hier via Stripe; de testbetaling is niet beschikbaar.`)
};

const es_refusal_stripe_configured = /** @type {(inputs: Refusal_Stripe_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pagos pasan aquí por Stripe; el pago de prueba no está disponible.`)
};

const en_xa2_refusal_stripe_configured = /** @type {(inputs: Refusal_Stripe_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáýɱéñţš ĝö ţĥŕöüĝĥ Šţŕíþé ĥéŕé; ţĥé ţéšţ çĥéçķöüţ íš ñöţ áṽáíļáƀļé. one two three four fi]`)
};

/**
* | output |
* | --- |
* | "Payments go through Stripe here; the test checkout is not available." |
*
* @param {Refusal_Stripe_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_stripe_configured = /** @type {((inputs?: Refusal_Stripe_ConfiguredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Stripe_ConfiguredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_stripe_configured(inputs)
	if (locale === "fr") return fr_refusal_stripe_configured(inputs)
	if (locale === "nl") return nl_refusal_stripe_configured(inputs)
	if (locale === "es") return es_refusal_stripe_configured(inputs)
	if (locale === "en-XA") return en_xa2_refusal_stripe_configured(inputs)
	return en_refusal_stripe_configured(inputs)
});