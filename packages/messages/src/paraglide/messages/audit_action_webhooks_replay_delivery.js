/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Webhooks_Replay_DeliveryInputs */

const en_audit_action_webhooks_replay_delivery = /** @type {(inputs: Audit_Action_Webhooks_Replay_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook delivery sent again`)
};

const de_audit_action_webhooks_replay_delivery = /** @type {(inputs: Audit_Action_Webhooks_Replay_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook-Zustellung erneut gesendet`)
};

const fr_audit_action_webhooks_replay_delivery = /** @type {(inputs: Audit_Action_Webhooks_Replay_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison webhook renvoyée`)
};

const nl_audit_action_webhooks_replay_delivery = /** @type {(inputs: Audit_Action_Webhooks_Replay_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhooklevering opnieuw verzonden`)
};

const es_audit_action_webhooks_replay_delivery = /** @type {(inputs: Audit_Action_Webhooks_Replay_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrega de webhook reenviada`)
};

const en_xa2_audit_action_webhooks_replay_delivery = /** @type {(inputs: Audit_Action_Webhooks_Replay_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéƀĥööķ ðéļíṽéŕý šéñţ áĝáíñ one tw]`)
};

/**
* | output |
* | --- |
* | "Webhook delivery sent again" |
*
* @param {Audit_Action_Webhooks_Replay_DeliveryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_webhooks_replay_delivery = /** @type {((inputs?: Audit_Action_Webhooks_Replay_DeliveryInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Webhooks_Replay_DeliveryInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_webhooks_replay_delivery(inputs)
	if (locale === "fr") return fr_audit_action_webhooks_replay_delivery(inputs)
	if (locale === "nl") return nl_audit_action_webhooks_replay_delivery(inputs)
	if (locale === "es") return es_audit_action_webhooks_replay_delivery(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_webhooks_replay_delivery(inputs)
	return en_audit_action_webhooks_replay_delivery(inputs)
});