/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Billing_Upgrade_DescriptionInputs */

const en_billing_upgrade_description = /** @type {(inputs: Billing_Upgrade_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your subscription moves to ${i?.price} now; the difference for the rest of this period is charged prorated.`)
};

const de_billing_upgrade_description = /** @type {(inputs: Billing_Upgrade_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr Abonnement wechselt jetzt auf ${i?.price}; die Differenz für den Rest dieses Zeitraums wird anteilig berechnet.`)
};

const fr_billing_upgrade_description = /** @type {(inputs: Billing_Upgrade_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre abonnement passe à ${i?.price} dès maintenant ; la différence pour le reste de la période est facturée au prorata.`)
};

const nl_billing_upgrade_description = /** @type {(inputs: Billing_Upgrade_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uw abonnement gaat nu naar ${i?.price}; het verschil voor de rest van deze periode wordt naar rato in rekening gebracht.`)
};

const es_billing_upgrade_description = /** @type {(inputs: Billing_Upgrade_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su suscripción pasa ahora a ${i?.price}; la diferencia del resto de este periodo se cobra prorrateada.`)
};

const en_xa2_billing_upgrade_description = /** @type {(inputs: Billing_Upgrade_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ šüƀšçŕíþţíöñ ɱöṽéš ţö ${i?.price} ñöŵ; ţĥé ðíƒƒéŕéñçé ƒöŕ ţĥé ŕéšţ öƒ ţĥíš þéŕíöð íš çĥáŕĝéð þŕöŕáţéð. one two three four five six seven]`)
};

/**
* | output |
* | --- |
* | "Your subscription moves to {price} now; the difference for the rest of this period is charged prorated." |
*
* @param {Billing_Upgrade_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_upgrade_description = /** @type {((inputs: Billing_Upgrade_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Upgrade_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_upgrade_description(inputs)
	if (locale === "fr") return fr_billing_upgrade_description(inputs)
	if (locale === "nl") return nl_billing_upgrade_description(inputs)
	if (locale === "es") return es_billing_upgrade_description(inputs)
	if (locale === "en-XA") return en_xa2_billing_upgrade_description(inputs)
	return en_billing_upgrade_description(inputs)
});