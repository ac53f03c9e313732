/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_Upgrade_TitleInputs */

const en_billing_upgrade_title = /** @type {(inputs: Billing_Upgrade_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Upgrade to the ${i?.plan} plan?`)
};

const de_billing_upgrade_title = /** @type {(inputs: Billing_Upgrade_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf den Tarif ${i?.plan} upgraden?`)
};

const fr_billing_upgrade_title = /** @type {(inputs: Billing_Upgrade_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passer à l’offre ${i?.plan} ?`)
};

const nl_billing_upgrade_title = /** @type {(inputs: Billing_Upgrade_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Upgraden naar het abonnement ${i?.plan}?`)
};

const es_billing_upgrade_title = /** @type {(inputs: Billing_Upgrade_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Mejorar al plan ${i?.plan}?`)
};

const en_xa2_billing_upgrade_title = /** @type {(inputs: Billing_Upgrade_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ûþĝŕáðé ţö ţĥé ${i?.plan} þļáñ? one tw]`)
};

/**
* | output |
* | --- |
* | "Upgrade to the {plan} plan?" |
*
* @param {Billing_Upgrade_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_upgrade_title = /** @type {((inputs: Billing_Upgrade_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Upgrade_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_upgrade_title(inputs)
	if (locale === "fr") return fr_billing_upgrade_title(inputs)
	if (locale === "nl") return nl_billing_upgrade_title(inputs)
	if (locale === "es") return es_billing_upgrade_title(inputs)
	if (locale === "en-XA") return en_xa2_billing_upgrade_title(inputs)
	return en_billing_upgrade_title(inputs)
});