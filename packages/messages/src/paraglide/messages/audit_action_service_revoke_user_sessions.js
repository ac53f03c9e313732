/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Service_Revoke_User_SessionsInputs */

const en_audit_action_service_revoke_user_sessions = /** @type {(inputs: Audit_Action_Service_Revoke_User_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User signed out everywhere`)
};

const de_audit_action_service_revoke_user_sessions = /** @type {(inputs: Audit_Action_Service_Revoke_User_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzer überall abgemeldet`)
};

const fr_audit_action_service_revoke_user_sessions = /** @type {(inputs: Audit_Action_Service_Revoke_User_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisateur déconnecté partout`)
};

const nl_audit_action_service_revoke_user_sessions = /** @type {(inputs: Audit_Action_Service_Revoke_User_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruiker overal uitgelogd`)
};

const es_audit_action_service_revoke_user_sessions = /** @type {(inputs: Audit_Action_Service_Revoke_User_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuario desconectado en todas partes`)
};

const en_xa2_audit_action_service_revoke_user_sessions = /** @type {(inputs: Audit_Action_Service_Revoke_User_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšéŕ šíĝñéð öüţ éṽéŕýŵĥéŕé one tw]`)
};

/**
* | output |
* | --- |
* | "User signed out everywhere" |
*
* @param {Audit_Action_Service_Revoke_User_SessionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_service_revoke_user_sessions = /** @type {((inputs?: Audit_Action_Service_Revoke_User_SessionsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Service_Revoke_User_SessionsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_service_revoke_user_sessions(inputs)
	if (locale === "fr") return fr_audit_action_service_revoke_user_sessions(inputs)
	if (locale === "nl") return nl_audit_action_service_revoke_user_sessions(inputs)
	if (locale === "es") return es_audit_action_service_revoke_user_sessions(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_service_revoke_user_sessions(inputs)
	return en_audit_action_service_revoke_user_sessions(inputs)
});