/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Remove_FirstInputs */

const en_billing_remove_first = /** @type {(inputs: Billing_Remove_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What to remove first`)
};

const de_billing_remove_first = /** @type {(inputs: Billing_Remove_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was zuerst entfernt werden muss`)
};

const fr_billing_remove_first = /** @type {(inputs: Billing_Remove_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce qu’il faut retirer d’abord`)
};

const nl_billing_remove_first = /** @type {(inputs: Billing_Remove_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wat eerst weg moet`)
};

const es_billing_remove_first = /** @type {(inputs: Billing_Remove_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué quitar primero`)
};

const en_xa2_billing_remove_first = /** @type {(inputs: Billing_Remove_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ţö ŕéɱöṽé ƒíŕšţ one ]`)
};

/**
* | output |
* | --- |
* | "What to remove first" |
*
* @param {Billing_Remove_FirstInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_remove_first = /** @type {((inputs?: Billing_Remove_FirstInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Remove_FirstInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_remove_first(inputs)
	if (locale === "fr") return fr_billing_remove_first(inputs)
	if (locale === "nl") return nl_billing_remove_first(inputs)
	if (locale === "es") return es_billing_remove_first(inputs)
	if (locale === "en-XA") return en_xa2_billing_remove_first(inputs)
	return en_billing_remove_first(inputs)
});