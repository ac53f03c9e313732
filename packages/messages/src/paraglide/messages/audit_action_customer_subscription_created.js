/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Customer_Subscription_CreatedInputs */

const en_audit_action_customer_subscription_created = /** @type {(inputs: Audit_Action_Customer_Subscription_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription started`)
};

const de_audit_action_customer_subscription_created = /** @type {(inputs: Audit_Action_Customer_Subscription_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement begonnen`)
};

const fr_audit_action_customer_subscription_created = /** @type {(inputs: Audit_Action_Customer_Subscription_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement commencé`)
};

const nl_audit_action_customer_subscription_created = /** @type {(inputs: Audit_Action_Customer_Subscription_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement gestart`)
};

const es_audit_action_customer_subscription_created = /** @type {(inputs: Audit_Action_Customer_Subscription_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción iniciada`)
};

const en_xa2_audit_action_customer_subscription_created = /** @type {(inputs: Audit_Action_Customer_Subscription_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüƀšçŕíþţíöñ šţáŕţéð one ]`)
};

/**
* | output |
* | --- |
* | "Subscription started" |
*
* @param {Audit_Action_Customer_Subscription_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_customer_subscription_created = /** @type {((inputs?: Audit_Action_Customer_Subscription_CreatedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Customer_Subscription_CreatedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_customer_subscription_created(inputs)
	if (locale === "fr") return fr_audit_action_customer_subscription_created(inputs)
	if (locale === "nl") return nl_audit_action_customer_subscription_created(inputs)
	if (locale === "es") return es_audit_action_customer_subscription_created(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_customer_subscription_created(inputs)
	return en_audit_action_customer_subscription_created(inputs)
});