/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_No_BillingInputs */

const en_console_org_no_billing = /** @type {(inputs: Console_Org_No_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No billing events`)
};

const de_console_org_no_billing = /** @type {(inputs: Console_Org_No_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Abrechnungsereignisse`)
};

const fr_console_org_no_billing = /** @type {(inputs: Console_Org_No_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement de facturation`)
};

const nl_console_org_no_billing = /** @type {(inputs: Console_Org_No_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen factuurgebeurtenissen`)
};

const es_console_org_no_billing = /** @type {(inputs: Console_Org_No_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin eventos de facturación`)
};

const en_xa2_console_org_no_billing = /** @type {(inputs: Console_Org_No_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ƀíļļíñĝ éṽéñţš one]`)
};

/**
* | output |
* | --- |
* | "No billing events" |
*
* @param {Console_Org_No_BillingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_no_billing = /** @type {((inputs?: Console_Org_No_BillingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_No_BillingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_no_billing(inputs)
	if (locale === "fr") return fr_console_org_no_billing(inputs)
	if (locale === "nl") return nl_console_org_no_billing(inputs)
	if (locale === "es") return es_console_org_no_billing(inputs)
	if (locale === "en-XA") return en_xa2_console_org_no_billing(inputs)
	return en_console_org_no_billing(inputs)
});