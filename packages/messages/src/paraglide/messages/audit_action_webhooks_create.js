/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Webhooks_CreateInputs */

const en_audit_action_webhooks_create = /** @type {(inputs: Audit_Action_Webhooks_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook endpoint added`)
};

const de_audit_action_webhooks_create = /** @type {(inputs: Audit_Action_Webhooks_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook-Endpunkt hinzugefügt`)
};

const fr_audit_action_webhooks_create = /** @type {(inputs: Audit_Action_Webhooks_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Point de terminaison webhook ajouté`)
};

const nl_audit_action_webhooks_create = /** @type {(inputs: Audit_Action_Webhooks_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook-eindpunt toegevoegd`)
};

const es_audit_action_webhooks_create = /** @type {(inputs: Audit_Action_Webhooks_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punto de conexión de webhook añadido`)
};

const en_xa2_audit_action_webhooks_create = /** @type {(inputs: Audit_Action_Webhooks_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéƀĥööķ éñðþöíñţ áððéð one t]`)
};

/**
* | output |
* | --- |
* | "Webhook endpoint added" |
*
* @param {Audit_Action_Webhooks_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_webhooks_create = /** @type {((inputs?: Audit_Action_Webhooks_CreateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Webhooks_CreateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_webhooks_create(inputs)
	if (locale === "fr") return fr_audit_action_webhooks_create(inputs)
	if (locale === "nl") return nl_audit_action_webhooks_create(inputs)
	if (locale === "es") return es_audit_action_webhooks_create(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_webhooks_create(inputs)
	return en_audit_action_webhooks_create(inputs)
});