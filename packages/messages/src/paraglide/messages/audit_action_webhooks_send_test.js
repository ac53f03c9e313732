/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Webhooks_Send_TestInputs */

const en_audit_action_webhooks_send_test = /** @type {(inputs: Audit_Action_Webhooks_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook test event sent`)
};

const de_audit_action_webhooks_send_test = /** @type {(inputs: Audit_Action_Webhooks_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook-Testereignis gesendet`)
};

const fr_audit_action_webhooks_send_test = /** @type {(inputs: Audit_Action_Webhooks_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement de test webhook envoyé`)
};

const nl_audit_action_webhooks_send_test = /** @type {(inputs: Audit_Action_Webhooks_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook-testgebeurtenis verzonden`)
};

const es_audit_action_webhooks_send_test = /** @type {(inputs: Audit_Action_Webhooks_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento de prueba de webhook enviado`)
};

const en_xa2_audit_action_webhooks_send_test = /** @type {(inputs: Audit_Action_Webhooks_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéƀĥööķ ţéšţ éṽéñţ šéñţ one t]`)
};

/**
* | output |
* | --- |
* | "Webhook test event sent" |
*
* @param {Audit_Action_Webhooks_Send_TestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_webhooks_send_test = /** @type {((inputs?: Audit_Action_Webhooks_Send_TestInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Webhooks_Send_TestInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_webhooks_send_test(inputs)
	if (locale === "fr") return fr_audit_action_webhooks_send_test(inputs)
	if (locale === "nl") return nl_audit_action_webhooks_send_test(inputs)
	if (locale === "es") return es_audit_action_webhooks_send_test(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_webhooks_send_test(inputs)
	return en_audit_action_webhooks_send_test(inputs)
});