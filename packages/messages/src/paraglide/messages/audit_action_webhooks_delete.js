/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Webhooks_DeleteInputs */

const en_audit_action_webhooks_delete = /** @type {(inputs: Audit_Action_Webhooks_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook endpoint deleted`)
};

const de_audit_action_webhooks_delete = /** @type {(inputs: Audit_Action_Webhooks_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook-Endpunkt gelöscht`)
};

const fr_audit_action_webhooks_delete = /** @type {(inputs: Audit_Action_Webhooks_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Point de terminaison webhook supprimé`)
};

const nl_audit_action_webhooks_delete = /** @type {(inputs: Audit_Action_Webhooks_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook-eindpunt verwijderd`)
};

const es_audit_action_webhooks_delete = /** @type {(inputs: Audit_Action_Webhooks_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punto de conexión de webhook eliminado`)
};

const en_xa2_audit_action_webhooks_delete = /** @type {(inputs: Audit_Action_Webhooks_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéƀĥööķ éñðþöíñţ ðéļéţéð one t]`)
};

/**
* | output |
* | --- |
* | "Webhook endpoint deleted" |
*
* @param {Audit_Action_Webhooks_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_webhooks_delete = /** @type {((inputs?: Audit_Action_Webhooks_DeleteInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Webhooks_DeleteInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_webhooks_delete(inputs)
	if (locale === "fr") return fr_audit_action_webhooks_delete(inputs)
	if (locale === "nl") return nl_audit_action_webhooks_delete(inputs)
	if (locale === "es") return es_audit_action_webhooks_delete(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_webhooks_delete(inputs)
	return en_audit_action_webhooks_delete(inputs)
});