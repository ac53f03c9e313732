/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Service_Set_System_AdminInputs */

const en_audit_action_service_set_system_admin = /** @type {(inputs: Audit_Action_Service_Set_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System admin access changed`)
};

const de_audit_action_service_set_system_admin = /** @type {(inputs: Audit_Action_Service_Set_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Systemadministrator-Zugriff geändert`)
};

const fr_audit_action_service_set_system_admin = /** @type {(inputs: Audit_Action_Service_Set_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès administrateur système modifié`)
};

const nl_audit_action_service_set_system_admin = /** @type {(inputs: Audit_Action_Service_Set_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegang als systeembeheerder gewijzigd`)
};

const es_audit_action_service_set_system_admin = /** @type {(inputs: Audit_Action_Service_Set_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de administrador del sistema modificado`)
};

const en_xa2_audit_action_service_set_system_admin = /** @type {(inputs: Audit_Action_Service_Set_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýšţéɱ áðɱíñ áççéšš çĥáñĝéð one tw]`)
};

/**
* | output |
* | --- |
* | "System admin access changed" |
*
* @param {Audit_Action_Service_Set_System_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_service_set_system_admin = /** @type {((inputs?: Audit_Action_Service_Set_System_AdminInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Service_Set_System_AdminInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_service_set_system_admin(inputs)
	if (locale === "fr") return fr_audit_action_service_set_system_admin(inputs)
	if (locale === "nl") return nl_audit_action_service_set_system_admin(inputs)
	if (locale === "es") return es_audit_action_service_set_system_admin(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_service_set_system_admin(inputs)
	return en_audit_action_service_set_system_admin(inputs)
});