/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Load_FailedInputs */

const en_billing_load_failed = /** @type {(inputs: Billing_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan and billing could not load`)
};

const de_billing_load_failed = /** @type {(inputs: Billing_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif und Abrechnung konnten nicht geladen werden`)
};

const fr_billing_load_failed = /** @type {(inputs: Billing_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger l’offre et la facturation`)
};

const nl_billing_load_failed = /** @type {(inputs: Billing_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement en facturering konden niet worden geladen`)
};

const es_billing_load_failed = /** @type {(inputs: Billing_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar el plan y la facturación`)
};

const en_xa2_billing_load_failed = /** @type {(inputs: Billing_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñ áñð ƀíļļíñĝ çöüļð ñöţ ļöáð one two ]`)
};

/**
* | output |
* | --- |
* | "Plan and billing could not load" |
*
* @param {Billing_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_load_failed = /** @type {((inputs?: Billing_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_load_failed(inputs)
	if (locale === "fr") return fr_billing_load_failed(inputs)
	if (locale === "nl") return nl_billing_load_failed(inputs)
	if (locale === "es") return es_billing_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_billing_load_failed(inputs)
	return en_billing_load_failed(inputs)
});