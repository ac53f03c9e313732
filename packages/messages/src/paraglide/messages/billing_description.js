/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_DescriptionInputs */

const en_billing_description = /** @type {(inputs: Billing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan, what it includes, and how you pay for it.`)
};

const de_billing_description = /** @type {(inputs: Billing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Tarif, was er umfasst und wie Sie dafür bezahlen.`)
};

const fr_billing_description = /** @type {(inputs: Billing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre offre, ce qu’elle comprend et comment vous la payez.`)
};

const nl_billing_description = /** @type {(inputs: Billing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw abonnement, wat het omvat en hoe u ervoor betaalt.`)
};

const es_billing_description = /** @type {(inputs: Billing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su plan, lo que incluye y cómo lo paga.`)
};

const en_xa2_billing_description = /** @type {(inputs: Billing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ þļáñ, ŵĥáţ íţ íñçļüðéš, áñð ĥöŵ ýöü þáý ƒöŕ íţ. one two three f]`)
};

/**
* | output |
* | --- |
* | "Your plan, what it includes, and how you pay for it." |
*
* @param {Billing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_description = /** @type {((inputs?: Billing_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_description(inputs)
	if (locale === "fr") return fr_billing_description(inputs)
	if (locale === "nl") return nl_billing_description(inputs)
	if (locale === "es") return es_billing_description(inputs)
	if (locale === "en-XA") return en_xa2_billing_description(inputs)
	return en_billing_description(inputs)
});