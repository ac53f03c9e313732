/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_Override_TitleInputs */

const en_billing_override_title = /** @type {(inputs: Billing_Override_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} plan set by Assay`)
};

const de_billing_override_title = /** @type {(inputs: Billing_Override_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarif ${i?.plan}, von Assay festgelegt`)
};

const fr_billing_override_title = /** @type {(inputs: Billing_Override_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offre ${i?.plan} fixée par Assay`)
};

const nl_billing_override_title = /** @type {(inputs: Billing_Override_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abonnement ${i?.plan} ingesteld door Assay`)
};

const es_billing_override_title = /** @type {(inputs: Billing_Override_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plan ${i?.plan} fijado por Assay`)
};

const en_xa2_billing_override_title = /** @type {(inputs: Billing_Override_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} þļáñ šéţ ƀý Åššáý one t]`)
};

/**
* | output |
* | --- |
* | "{plan} plan set by Assay" |
*
* @param {Billing_Override_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_override_title = /** @type {((inputs: Billing_Override_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Override_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_override_title(inputs)
	if (locale === "fr") return fr_billing_override_title(inputs)
	if (locale === "nl") return nl_billing_override_title(inputs)
	if (locale === "es") return es_billing_override_title(inputs)
	if (locale === "en-XA") return en_xa2_billing_override_title(inputs)
	return en_billing_override_title(inputs)
});