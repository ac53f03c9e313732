/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Webhooks_UpdateInputs */

const en_audit_action_webhooks_update = /** @type {(inputs: Audit_Action_Webhooks_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook endpoint changed`)
};

const de_audit_action_webhooks_update = /** @type {(inputs: Audit_Action_Webhooks_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook-Endpunkt geändert`)
};

const fr_audit_action_webhooks_update = /** @type {(inputs: Audit_Action_Webhooks_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Point de terminaison webhook modifié`)
};

const nl_audit_action_webhooks_update = /** @type {(inputs: Audit_Action_Webhooks_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook-eindpunt gewijzigd`)
};

const es_audit_action_webhooks_update = /** @type {(inputs: Audit_Action_Webhooks_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punto de conexión de webhook modificado`)
};

const en_xa2_audit_action_webhooks_update = /** @type {(inputs: Audit_Action_Webhooks_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéƀĥööķ éñðþöíñţ çĥáñĝéð one t]`)
};

/**
* | output |
* | --- |
* | "Webhook endpoint changed" |
*
* @param {Audit_Action_Webhooks_UpdateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_webhooks_update = /** @type {((inputs?: Audit_Action_Webhooks_UpdateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Webhooks_UpdateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_webhooks_update(inputs)
	if (locale === "fr") return fr_audit_action_webhooks_update(inputs)
	if (locale === "nl") return nl_audit_action_webhooks_update(inputs)
	if (locale === "es") return es_audit_action_webhooks_update(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_webhooks_update(inputs)
	return en_audit_action_webhooks_update(inputs)
});