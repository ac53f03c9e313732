/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Testbilling_No_SubscriptionInputs */

const en_testbilling_no_subscription = /** @type {(inputs: Testbilling_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no subscription yet: choose a paid plan first.`)
};

const de_testbilling_no_subscription = /** @type {(inputs: Testbilling_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt noch kein Abonnement: Wählen Sie zuerst einen kostenpflichtigen Tarif.`)
};

const fr_testbilling_no_subscription = /** @type {(inputs: Testbilling_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a pas encore d’abonnement : choisissez d’abord une offre payante.`)
};

const nl_testbilling_no_subscription = /** @type {(inputs: Testbilling_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er is nog geen abonnement: kies eerst een betaald abonnement.`)
};

const es_testbilling_no_subscription = /** @type {(inputs: Testbilling_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay suscripción: elija primero un plan de pago.`)
};

const en_xa2_testbilling_no_subscription = /** @type {(inputs: Testbilling_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñö šüƀšçŕíþţíöñ ýéţ: çĥööšé á þáíð þļáñ ƒíŕšţ. one two three fo]`)
};

/**
* | output |
* | --- |
* | "There is no subscription yet: choose a paid plan first." |
*
* @param {Testbilling_No_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const testbilling_no_subscription = /** @type {((inputs?: Testbilling_No_SubscriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testbilling_No_SubscriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_testbilling_no_subscription(inputs)
	if (locale === "fr") return fr_testbilling_no_subscription(inputs)
	if (locale === "nl") return nl_testbilling_no_subscription(inputs)
	if (locale === "es") return es_testbilling_no_subscription(inputs)
	if (locale === "en-XA") return en_xa2_testbilling_no_subscription(inputs)
	return en_testbilling_no_subscription(inputs)
});