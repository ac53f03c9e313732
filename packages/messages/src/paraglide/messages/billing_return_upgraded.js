/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Return_UpgradedInputs */

const en_billing_return_upgraded = /** @type {(inputs: Billing_Return_UpgradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan upgraded.`)
};

const de_billing_return_upgraded = /** @type {(inputs: Billing_Return_UpgradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif hochgestuft.`)
};

const fr_billing_return_upgraded = /** @type {(inputs: Billing_Return_UpgradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre améliorée.`)
};

const nl_billing_return_upgraded = /** @type {(inputs: Billing_Return_UpgradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement geüpgraded.`)
};

const es_billing_return_upgraded = /** @type {(inputs: Billing_Return_UpgradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan mejorado.`)
};

const en_xa2_billing_return_upgraded = /** @type {(inputs: Billing_Return_UpgradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñ üþĝŕáðéð. on]`)
};

/**
* | output |
* | --- |
* | "Plan upgraded." |
*
* @param {Billing_Return_UpgradedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_return_upgraded = /** @type {((inputs?: Billing_Return_UpgradedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Return_UpgradedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_return_upgraded(inputs)
	if (locale === "fr") return fr_billing_return_upgraded(inputs)
	if (locale === "nl") return nl_billing_return_upgraded(inputs)
	if (locale === "es") return es_billing_return_upgraded(inputs)
	if (locale === "en-XA") return en_xa2_billing_return_upgraded(inputs)
	return en_billing_return_upgraded(inputs)
});