/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Subs_Stripe_StatusInputs */

const en_console_subs_stripe_status = /** @type {(inputs: Console_Subs_Stripe_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe status`)
};

const de_console_subs_stripe_status = /** @type {(inputs: Console_Subs_Stripe_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe-Status`)
};

const fr_console_subs_stripe_status = /** @type {(inputs: Console_Subs_Stripe_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`État Stripe`)
};

const nl_console_subs_stripe_status = /** @type {(inputs: Console_Subs_Stripe_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe-status`)
};

const es_console_subs_stripe_status = /** @type {(inputs: Console_Subs_Stripe_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado en Stripe`)
};

const en_xa2_console_subs_stripe_status = /** @type {(inputs: Console_Subs_Stripe_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţŕíþé šţáţüš on]`)
};

/**
* | output |
* | --- |
* | "Stripe status" |
*
* @param {Console_Subs_Stripe_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_stripe_status = /** @type {((inputs?: Console_Subs_Stripe_StatusInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_Stripe_StatusInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_stripe_status(inputs)
	if (locale === "fr") return fr_console_subs_stripe_status(inputs)
	if (locale === "nl") return nl_console_subs_stripe_status(inputs)
	if (locale === "es") return es_console_subs_stripe_status(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_stripe_status(inputs)
	return en_console_subs_stripe_status(inputs)
});