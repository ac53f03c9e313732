/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_LoadingInputs */

const en_billing_loading = /** @type {(inputs: Billing_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading plan and billing`)
};

const de_billing_loading = /** @type {(inputs: Billing_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif und Abrechnung werden geladen`)
};

const fr_billing_loading = /** @type {(inputs: Billing_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l’offre et de la facturation`)
};

const nl_billing_loading = /** @type {(inputs: Billing_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement en facturering laden`)
};

const es_billing_loading = /** @type {(inputs: Billing_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando plan y facturación`)
};

const en_xa2_billing_loading = /** @type {(inputs: Billing_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ þļáñ áñð ƀíļļíñĝ one t]`)
};

/**
* | output |
* | --- |
* | "Loading plan and billing" |
*
* @param {Billing_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_loading = /** @type {((inputs?: Billing_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_loading(inputs)
	if (locale === "fr") return fr_billing_loading(inputs)
	if (locale === "nl") return nl_billing_loading(inputs)
	if (locale === "es") return es_billing_loading(inputs)
	if (locale === "en-XA") return en_xa2_billing_loading(inputs)
	return en_billing_loading(inputs)
});