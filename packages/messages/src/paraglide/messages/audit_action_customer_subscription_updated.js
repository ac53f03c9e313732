/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Customer_Subscription_UpdatedInputs */

const en_audit_action_customer_subscription_updated = /** @type {(inputs: Audit_Action_Customer_Subscription_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription changed`)
};

const de_audit_action_customer_subscription_updated = /** @type {(inputs: Audit_Action_Customer_Subscription_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement geändert`)
};

const fr_audit_action_customer_subscription_updated = /** @type {(inputs: Audit_Action_Customer_Subscription_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement modifié`)
};

const nl_audit_action_customer_subscription_updated = /** @type {(inputs: Audit_Action_Customer_Subscription_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement gewijzigd`)
};

const es_audit_action_customer_subscription_updated = /** @type {(inputs: Audit_Action_Customer_Subscription_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción modificada`)
};

const en_xa2_audit_action_customer_subscription_updated = /** @type {(inputs: Audit_Action_Customer_Subscription_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüƀšçŕíþţíöñ çĥáñĝéð one ]`)
};

/**
* | output |
* | --- |
* | "Subscription changed" |
*
* @param {Audit_Action_Customer_Subscription_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_customer_subscription_updated = /** @type {((inputs?: Audit_Action_Customer_Subscription_UpdatedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Customer_Subscription_UpdatedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_customer_subscription_updated(inputs)
	if (locale === "fr") return fr_audit_action_customer_subscription_updated(inputs)
	if (locale === "nl") return nl_audit_action_customer_subscription_updated(inputs)
	if (locale === "es") return es_audit_action_customer_subscription_updated(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_customer_subscription_updated(inputs)
	return en_audit_action_customer_subscription_updated(inputs)
});