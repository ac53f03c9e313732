/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_ManageInputs */

const en_billing_manage = /** @type {(inputs: Billing_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage billing`)
};

const de_billing_manage = /** @type {(inputs: Billing_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrechnung verwalten`)
};

const fr_billing_manage = /** @type {(inputs: Billing_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérer la facturation`)
};

const nl_billing_manage = /** @type {(inputs: Billing_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturering beheren`)
};

const es_billing_manage = /** @type {(inputs: Billing_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestionar la facturación`)
};

const en_xa2_billing_manage = /** @type {(inputs: Billing_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáñáĝé ƀíļļíñĝ on]`)
};

/**
* | output |
* | --- |
* | "Manage billing" |
*
* @param {Billing_ManageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_manage = /** @type {((inputs?: Billing_ManageInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_ManageInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_manage(inputs)
	if (locale === "fr") return fr_billing_manage(inputs)
	if (locale === "nl") return nl_billing_manage(inputs)
	if (locale === "es") return es_billing_manage(inputs)
	if (locale === "en-XA") return en_xa2_billing_manage(inputs)
	return en_billing_manage(inputs)
});