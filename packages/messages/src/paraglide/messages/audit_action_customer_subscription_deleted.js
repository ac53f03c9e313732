/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Customer_Subscription_DeletedInputs */

const en_audit_action_customer_subscription_deleted = /** @type {(inputs: Audit_Action_Customer_Subscription_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription ended`)
};

const de_audit_action_customer_subscription_deleted = /** @type {(inputs: Audit_Action_Customer_Subscription_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement beendet`)
};

const fr_audit_action_customer_subscription_deleted = /** @type {(inputs: Audit_Action_Customer_Subscription_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement terminé`)
};

const nl_audit_action_customer_subscription_deleted = /** @type {(inputs: Audit_Action_Customer_Subscription_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement beëindigd`)
};

const es_audit_action_customer_subscription_deleted = /** @type {(inputs: Audit_Action_Customer_Subscription_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción finalizada`)
};

const en_xa2_audit_action_customer_subscription_deleted = /** @type {(inputs: Audit_Action_Customer_Subscription_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüƀšçŕíþţíöñ éñðéð one]`)
};

/**
* | output |
* | --- |
* | "Subscription ended" |
*
* @param {Audit_Action_Customer_Subscription_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_customer_subscription_deleted = /** @type {((inputs?: Audit_Action_Customer_Subscription_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Customer_Subscription_DeletedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_customer_subscription_deleted(inputs)
	if (locale === "fr") return fr_audit_action_customer_subscription_deleted(inputs)
	if (locale === "nl") return nl_audit_action_customer_subscription_deleted(inputs)
	if (locale === "es") return es_audit_action_customer_subscription_deleted(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_customer_subscription_deleted(inputs)
	return en_audit_action_customer_subscription_deleted(inputs)
});