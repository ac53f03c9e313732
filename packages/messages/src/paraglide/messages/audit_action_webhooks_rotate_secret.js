/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Webhooks_Rotate_SecretInputs */

const en_audit_action_webhooks_rotate_secret = /** @type {(inputs: Audit_Action_Webhooks_Rotate_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook signing secret rotated`)
};

const de_audit_action_webhooks_rotate_secret = /** @type {(inputs: Audit_Action_Webhooks_Rotate_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook-Signaturgeheimnis erneuert`)
};

const fr_audit_action_webhooks_rotate_secret = /** @type {(inputs: Audit_Action_Webhooks_Rotate_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret de signature webhook renouvelé`)
};

const nl_audit_action_webhooks_rotate_secret = /** @type {(inputs: Audit_Action_Webhooks_Rotate_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook-ondertekeningsgeheim vernieuwd`)
};

const es_audit_action_webhooks_rotate_secret = /** @type {(inputs: Audit_Action_Webhooks_Rotate_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secreto de firma de webhook renovado`)
};

const en_xa2_audit_action_webhooks_rotate_secret = /** @type {(inputs: Audit_Action_Webhooks_Rotate_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéƀĥööķ šíĝñíñĝ šéçŕéţ ŕöţáţéð one two ]`)
};

/**
* | output |
* | --- |
* | "Webhook signing secret rotated" |
*
* @param {Audit_Action_Webhooks_Rotate_SecretInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_webhooks_rotate_secret = /** @type {((inputs?: Audit_Action_Webhooks_Rotate_SecretInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Webhooks_Rotate_SecretInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_webhooks_rotate_secret(inputs)
	if (locale === "fr") return fr_audit_action_webhooks_rotate_secret(inputs)
	if (locale === "nl") return nl_audit_action_webhooks_rotate_secret(inputs)
	if (locale === "es") return es_audit_action_webhooks_rotate_secret(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_webhooks_rotate_secret(inputs)
	return en_audit_action_webhooks_rotate_secret(inputs)
});