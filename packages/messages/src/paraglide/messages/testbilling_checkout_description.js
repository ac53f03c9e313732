/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Testbilling_Checkout_DescriptionInputs */

const en_testbilling_checkout_description = /** @type {(inputs: Testbilling_Checkout_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No card is charged: this stands in for Stripe Checkout on local and test deployments.`)
};

const de_testbilling_checkout_description = /** @type {(inputs: Testbilling_Checkout_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es wird keine Karte belastet: Dies ersetzt Stripe Checkout in lokalen und Testumgebungen.`)
};

const fr_testbilling_checkout_description = /** @type {(inputs: Testbilling_Checkout_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune carte n’est débitée : ceci remplace Stripe Checkout en local et sur les déploiements de test.`)
};

const nl_testbilling_checkout_description = /** @type {(inputs: Testbilling_Checkout_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er wordt geen kaart belast: dit vervangt Stripe Checkout lokaal en op testomgevingen.`)
};

const es_testbilling_checkout_description = /** @type {(inputs: Testbilling_Checkout_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se cobra ninguna tarjeta: sustituye a Stripe Checkout en local y en despliegues de prueba.`)
};

const en_xa2_testbilling_checkout_description = /** @type {(inputs: Testbilling_Checkout_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö çáŕð íš çĥáŕĝéð: ţĥíš šţáñðš íñ ƒöŕ Šţŕíþé Çĥéçķöüţ öñ ļöçáļ áñð ţéšţ ðéþļöýɱéñţš. one two three four five six]`)
};

/**
* | output |
* | --- |
* | "No card is charged: this stands in for Stripe Checkout on local and test deployments." |
*
* @param {Testbilling_Checkout_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const testbilling_checkout_description = /** @type {((inputs?: Testbilling_Checkout_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testbilling_Checkout_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_testbilling_checkout_description(inputs)
	if (locale === "fr") return fr_testbilling_checkout_description(inputs)
	if (locale === "nl") return nl_testbilling_checkout_description(inputs)
	if (locale === "es") return es_testbilling_checkout_description(inputs)
	if (locale === "en-XA") return en_xa2_testbilling_checkout_description(inputs)
	return en_testbilling_checkout_description(inputs)
});