/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_No_CheckoutInputs */

const en_refusal_no_checkout = /** @type {(inputs: Refusal_No_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no checkout in progress.`)
};

const de_refusal_no_checkout = /** @type {(inputs: Refusal_No_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es läuft kein Bezahlvorgang.`)
};

const fr_refusal_no_checkout = /** @type {(inputs: Refusal_No_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun paiement n’est en cours.`)
};

const nl_refusal_no_checkout = /** @type {(inputs: Refusal_No_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er is geen betaling bezig.`)
};

const es_refusal_no_checkout = /** @type {(inputs: Refusal_No_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ningún pago en curso.`)
};

const en_xa2_refusal_no_checkout = /** @type {(inputs: Refusal_No_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñö çĥéçķöüţ íñ þŕöĝŕéšš. one two t]`)
};

/**
* | output |
* | --- |
* | "There is no checkout in progress." |
*
* @param {Refusal_No_CheckoutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_no_checkout = /** @type {((inputs?: Refusal_No_CheckoutInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_No_CheckoutInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_no_checkout(inputs)
	if (locale === "fr") return fr_refusal_no_checkout(inputs)
	if (locale === "nl") return nl_refusal_no_checkout(inputs)
	if (locale === "es") return es_refusal_no_checkout(inputs)
	if (locale === "en-XA") return en_xa2_refusal_no_checkout(inputs)
	return en_refusal_no_checkout(inputs)
});