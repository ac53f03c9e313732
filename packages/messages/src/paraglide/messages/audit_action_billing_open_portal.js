/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Billing_Open_PortalInputs */

const en_audit_action_billing_open_portal = /** @type {(inputs: Audit_Action_Billing_Open_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing portal opened`)
};

const de_audit_action_billing_open_portal = /** @type {(inputs: Audit_Action_Billing_Open_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrechnungsportal geöffnet`)
};

const fr_audit_action_billing_open_portal = /** @type {(inputs: Audit_Action_Billing_Open_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portail de facturation ouvert`)
};

const nl_audit_action_billing_open_portal = /** @type {(inputs: Audit_Action_Billing_Open_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factuurportaal geopend`)
};

const es_audit_action_billing_open_portal = /** @type {(inputs: Audit_Action_Billing_Open_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portal de facturación abierto`)
};

const en_xa2_audit_action_billing_open_portal = /** @type {(inputs: Audit_Action_Billing_Open_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓíļļíñĝ þöŕţáļ öþéñéð one ]`)
};

/**
* | output |
* | --- |
* | "Billing portal opened" |
*
* @param {Audit_Action_Billing_Open_PortalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_billing_open_portal = /** @type {((inputs?: Audit_Action_Billing_Open_PortalInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Billing_Open_PortalInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_billing_open_portal(inputs)
	if (locale === "fr") return fr_audit_action_billing_open_portal(inputs)
	if (locale === "nl") return nl_audit_action_billing_open_portal(inputs)
	if (locale === "es") return es_audit_action_billing_open_portal(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_billing_open_portal(inputs)
	return en_audit_action_billing_open_portal(inputs)
});