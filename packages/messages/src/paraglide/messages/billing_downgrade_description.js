/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Billing_Downgrade_DescriptionInputs */

const en_billing_downgrade_description = /** @type {(inputs: Billing_Downgrade_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your subscription moves to ${i?.price} now; the unused part of this period is credited.`)
};

const de_billing_downgrade_description = /** @type {(inputs: Billing_Downgrade_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr Abonnement wechselt jetzt auf ${i?.price}; der ungenutzte Teil dieses Zeitraums wird gutgeschrieben.`)
};

const fr_billing_downgrade_description = /** @type {(inputs: Billing_Downgrade_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre abonnement passe à ${i?.price} dès maintenant ; la partie non utilisée de la période est créditée.`)
};

const nl_billing_downgrade_description = /** @type {(inputs: Billing_Downgrade_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uw abonnement gaat nu naar ${i?.price}; het ongebruikte deel van deze periode wordt gecrediteerd.`)
};

const es_billing_downgrade_description = /** @type {(inputs: Billing_Downgrade_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su suscripción pasa ahora a ${i?.price}; la parte no usada de este periodo se abona.`)
};

const en_xa2_billing_downgrade_description = /** @type {(inputs: Billing_Downgrade_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ šüƀšçŕíþţíöñ ɱöṽéš ţö ${i?.price} ñöŵ; ţĥé üñüšéð þáŕţ öƒ ţĥíš þéŕíöð íš çŕéðíţéð. one two three four five si]`)
};

/**
* | output |
* | --- |
* | "Your subscription moves to {price} now; the unused part of this period is credited." |
*
* @param {Billing_Downgrade_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_downgrade_description = /** @type {((inputs: Billing_Downgrade_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Downgrade_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_downgrade_description(inputs)
	if (locale === "fr") return fr_billing_downgrade_description(inputs)
	if (locale === "nl") return nl_billing_downgrade_description(inputs)
	if (locale === "es") return es_billing_downgrade_description(inputs)
	if (locale === "en-XA") return en_xa2_billing_downgrade_description(inputs)
	return en_billing_downgrade_description(inputs)
});