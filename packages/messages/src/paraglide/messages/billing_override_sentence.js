/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, date: NonNullable<unknown>, paid: NonNullable<unknown> }} Billing_Override_SentenceInputs */

const en_billing_override_sentence = /** @type {(inputs: Billing_Override_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On the ${i?.plan} plan until ${i?.date}, set by Assay; then back on the ${i?.paid} plan.`)
};

const de_billing_override_sentence = /** @type {(inputs: Billing_Override_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bis ${i?.date} im Tarif ${i?.plan}, festgelegt von Assay; danach wieder im Tarif ${i?.paid}.`)
};

const fr_billing_override_sentence = /** @type {(inputs: Billing_Override_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sur l’offre ${i?.plan} jusqu’au ${i?.date}, fixée par Assay ; ensuite retour à l’offre ${i?.paid}.`)
};

const nl_billing_override_sentence = /** @type {(inputs: Billing_Override_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tot ${i?.date} op het abonnement ${i?.plan}, ingesteld door Assay; daarna terug op ${i?.paid}.`)
};

const es_billing_override_sentence = /** @type {(inputs: Billing_Override_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En el plan ${i?.plan} hasta el ${i?.date}, fijado por Assay; después vuelve al plan ${i?.paid}.`)
};

const en_xa2_billing_override_sentence = /** @type {(inputs: Billing_Override_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Öñ ţĥé ${i?.plan} þļáñ üñţíļ ${i?.date}, šéţ ƀý Åššáý; ţĥéñ ƀáçķ öñ ţĥé ${i?.paid} þļáñ. one two three four five ]`)
};

/**
* | output |
* | --- |
* | "On the {plan} plan until {date}, set by Assay; then back on the {paid} plan." |
*
* @param {Billing_Override_SentenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_override_sentence = /** @type {((inputs: Billing_Override_SentenceInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Override_SentenceInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_override_sentence(inputs)
	if (locale === "fr") return fr_billing_override_sentence(inputs)
	if (locale === "nl") return nl_billing_override_sentence(inputs)
	if (locale === "es") return es_billing_override_sentence(inputs)
	if (locale === "en-XA") return en_xa2_billing_override_sentence(inputs)
	return en_billing_override_sentence(inputs)
});