/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown>, current: NonNullable<unknown> }} Billing_Blocker_NoneInputs */

const en_billing_blocker_none = /** @type {(inputs: Billing_Blocker_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit}: ${i?.current} in use, none on this plan`)
};

const de_billing_blocker_none = /** @type {(inputs: Billing_Blocker_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit}: ${i?.current} in Gebrauch, in diesem Tarif keine`)
};

const fr_billing_blocker_none = /** @type {(inputs: Billing_Blocker_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} : ${i?.current} utilisés, aucun avec cette offre`)
};

const nl_billing_blocker_none = /** @type {(inputs: Billing_Blocker_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit}: ${i?.current} in gebruik, geen op dit abonnement`)
};

const es_billing_blocker_none = /** @type {(inputs: Billing_Blocker_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit}: ${i?.current} en uso, ninguno en este plan`)
};

const en_xa2_billing_blocker_none = /** @type {(inputs: Billing_Blocker_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.limit}: ${i?.current} íñ üšé, ñöñé öñ ţĥíš þļáñ one two thre]`)
};

/**
* | output |
* | --- |
* | "{limit}: {current} in use, none on this plan" |
*
* @param {Billing_Blocker_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_blocker_none = /** @type {((inputs: Billing_Blocker_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Blocker_NoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_blocker_none(inputs)
	if (locale === "fr") return fr_billing_blocker_none(inputs)
	if (locale === "nl") return nl_billing_blocker_none(inputs)
	if (locale === "es") return es_billing_blocker_none(inputs)
	if (locale === "en-XA") return en_xa2_billing_blocker_none(inputs)
	return en_billing_blocker_none(inputs)
});