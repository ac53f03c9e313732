/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_No_SharingInputs */

const en_billing_no_sharing = /** @type {(inputs: Billing_No_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No sharing`)
};

const de_billing_no_sharing = /** @type {(inputs: Billing_No_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Teilen`)
};

const fr_billing_no_sharing = /** @type {(inputs: Billing_No_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de partage`)
};

const nl_billing_no_sharing = /** @type {(inputs: Billing_No_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen delen`)
};

const es_billing_no_sharing = /** @type {(inputs: Billing_No_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin compartir`)
};

const en_xa2_billing_no_sharing = /** @type {(inputs: Billing_No_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö šĥáŕíñĝ o]`)
};

/**
* | output |
* | --- |
* | "No sharing" |
*
* @param {Billing_No_SharingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_no_sharing = /** @type {((inputs?: Billing_No_SharingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_No_SharingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_no_sharing(inputs)
	if (locale === "fr") return fr_billing_no_sharing(inputs)
	if (locale === "nl") return nl_billing_no_sharing(inputs)
	if (locale === "es") return es_billing_no_sharing(inputs)
	if (locale === "en-XA") return en_xa2_billing_no_sharing(inputs)
	return en_billing_no_sharing(inputs)
});