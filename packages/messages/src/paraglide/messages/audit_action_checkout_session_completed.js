/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Checkout_Session_CompletedInputs */

const en_audit_action_checkout_session_completed = /** @type {(inputs: Audit_Action_Checkout_Session_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout completed`)
};

const de_audit_action_checkout_session_completed = /** @type {(inputs: Audit_Action_Checkout_Session_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlvorgang abgeschlossen`)
};

const fr_audit_action_checkout_session_completed = /** @type {(inputs: Audit_Action_Checkout_Session_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement finalisé`)
};

const nl_audit_action_checkout_session_completed = /** @type {(inputs: Audit_Action_Checkout_Session_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afrekenen voltooid`)
};

const es_audit_action_checkout_session_completed = /** @type {(inputs: Audit_Action_Checkout_Session_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago completado`)
};

const en_xa2_audit_action_checkout_session_completed = /** @type {(inputs: Audit_Action_Checkout_Session_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķöüţ çöɱþļéţéð one]`)
};

/**
* | output |
* | --- |
* | "Checkout completed" |
*
* @param {Audit_Action_Checkout_Session_CompletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_checkout_session_completed = /** @type {((inputs?: Audit_Action_Checkout_Session_CompletedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Checkout_Session_CompletedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_checkout_session_completed(inputs)
	if (locale === "fr") return fr_audit_action_checkout_session_completed(inputs)
	if (locale === "nl") return nl_audit_action_checkout_session_completed(inputs)
	if (locale === "es") return es_audit_action_checkout_session_completed(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_checkout_session_completed(inputs)
	return en_audit_action_checkout_session_completed(inputs)
});