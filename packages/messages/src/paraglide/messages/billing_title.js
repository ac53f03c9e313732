/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_TitleInputs */

const en_billing_title = /** @type {(inputs: Billing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan and billing`)
};

const de_billing_title = /** @type {(inputs: Billing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif und Abrechnung`)
};

const fr_billing_title = /** @type {(inputs: Billing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre et facturation`)
};

const nl_billing_title = /** @type {(inputs: Billing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement en facturering`)
};

const es_billing_title = /** @type {(inputs: Billing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan y facturación`)
};

const en_xa2_billing_title = /** @type {(inputs: Billing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñ áñð ƀíļļíñĝ one]`)
};

/**
* | output |
* | --- |
* | "Plan and billing" |
*
* @param {Billing_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_title = /** @type {((inputs?: Billing_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_title(inputs)
	if (locale === "fr") return fr_billing_title(inputs)
	if (locale === "nl") return nl_billing_title(inputs)
	if (locale === "es") return es_billing_title(inputs)
	if (locale === "en-XA") return en_xa2_billing_title(inputs)
	return en_billing_title(inputs)
});