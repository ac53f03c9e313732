/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown>, current: NonNullable<unknown>, max: NonNullable<unknown> }} Billing_Blocker_OverInputs */

const en_billing_blocker_over = /** @type {(inputs: Billing_Blocker_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit}: ${i?.current} of ${i?.max} allowed`)
};

const de_billing_blocker_over = /** @type {(inputs: Billing_Blocker_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit}: ${i?.current} von ${i?.max} erlaubt`)
};

const fr_billing_blocker_over = /** @type {(inputs: Billing_Blocker_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} : ${i?.current} sur ${i?.max} autorisés`)
};

const nl_billing_blocker_over = /** @type {(inputs: Billing_Blocker_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit}: ${i?.current} van ${i?.max} toegestaan`)
};

const es_billing_blocker_over = /** @type {(inputs: Billing_Blocker_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit}: ${i?.current} de ${i?.max} permitidos`)
};

const en_xa2_billing_blocker_over = /** @type {(inputs: Billing_Blocker_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.limit}: ${i?.current} öƒ ${i?.max} áļļöŵéð one two t]`)
};

/**
* | output |
* | --- |
* | "{limit}: {current} of {max} allowed" |
*
* @param {Billing_Blocker_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_blocker_over = /** @type {((inputs: Billing_Blocker_OverInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Blocker_OverInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_blocker_over(inputs)
	if (locale === "fr") return fr_billing_blocker_over(inputs)
	if (locale === "nl") return nl_billing_blocker_over(inputs)
	if (locale === "es") return es_billing_blocker_over(inputs)
	if (locale === "en-XA") return en_xa2_billing_blocker_over(inputs)
	return en_billing_blocker_over(inputs)
});