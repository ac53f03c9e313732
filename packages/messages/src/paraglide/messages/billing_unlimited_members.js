/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Unlimited_MembersInputs */

const en_billing_unlimited_members = /** @type {(inputs: Billing_Unlimited_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlimited members`)
};

const de_billing_unlimited_members = /** @type {(inputs: Billing_Unlimited_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbegrenzt Mitglieder`)
};

const fr_billing_unlimited_members = /** @type {(inputs: Billing_Unlimited_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membres illimités`)
};

const nl_billing_unlimited_members = /** @type {(inputs: Billing_Unlimited_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onbeperkt leden`)
};

const es_billing_unlimited_members = /** @type {(inputs: Billing_Unlimited_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembros ilimitados`)
};

const en_xa2_billing_unlimited_members = /** @type {(inputs: Billing_Unlimited_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûñļíɱíţéð ɱéɱƀéŕš one]`)
};

/**
* | output |
* | --- |
* | "Unlimited members" |
*
* @param {Billing_Unlimited_MembersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_unlimited_members = /** @type {((inputs?: Billing_Unlimited_MembersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Unlimited_MembersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_unlimited_members(inputs)
	if (locale === "fr") return fr_billing_unlimited_members(inputs)
	if (locale === "nl") return nl_billing_unlimited_members(inputs)
	if (locale === "es") return es_billing_unlimited_members(inputs)
	if (locale === "en-XA") return en_xa2_billing_unlimited_members(inputs)
	return en_billing_unlimited_members(inputs)
});