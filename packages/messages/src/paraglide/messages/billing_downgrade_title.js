/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_Downgrade_TitleInputs */

const en_billing_downgrade_title = /** @type {(inputs: Billing_Downgrade_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Downgrade to the ${i?.plan} plan?`)
};

const de_billing_downgrade_title = /** @type {(inputs: Billing_Downgrade_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf den Tarif ${i?.plan} downgraden?`)
};

const fr_billing_downgrade_title = /** @type {(inputs: Billing_Downgrade_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rétrograder à l’offre ${i?.plan} ?`)
};

const nl_billing_downgrade_title = /** @type {(inputs: Billing_Downgrade_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Downgraden naar het abonnement ${i?.plan}?`)
};

const es_billing_downgrade_title = /** @type {(inputs: Billing_Downgrade_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Bajar al plan ${i?.plan}?`)
};

const en_xa2_billing_downgrade_title = /** @type {(inputs: Billing_Downgrade_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðöŵñĝŕáðé ţö ţĥé ${i?.plan} þļáñ? one two]`)
};

/**
* | output |
* | --- |
* | "Downgrade to the {plan} plan?" |
*
* @param {Billing_Downgrade_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_downgrade_title = /** @type {((inputs: Billing_Downgrade_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Downgrade_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_downgrade_title(inputs)
	if (locale === "fr") return fr_billing_downgrade_title(inputs)
	if (locale === "nl") return nl_billing_downgrade_title(inputs)
	if (locale === "es") return es_billing_downgrade_title(inputs)
	if (locale === "en-XA") return en_xa2_billing_downgrade_title(inputs)
	return en_billing_downgrade_title(inputs)
});