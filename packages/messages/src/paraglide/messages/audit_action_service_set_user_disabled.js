/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Service_Set_User_DisabledInputs */

const en_audit_action_service_set_user_disabled = /** @type {(inputs: Audit_Action_Service_Set_User_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User account disabled or enabled`)
};

const de_audit_action_service_set_user_disabled = /** @type {(inputs: Audit_Action_Service_Set_User_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzerkonto deaktiviert oder aktiviert`)
};

const fr_audit_action_service_set_user_disabled = /** @type {(inputs: Audit_Action_Service_Set_User_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte utilisateur désactivé ou activé`)
};

const nl_audit_action_service_set_user_disabled = /** @type {(inputs: Audit_Action_Service_Set_User_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruikersaccount uitgeschakeld of ingeschakeld`)
};

const es_audit_action_service_set_user_disabled = /** @type {(inputs: Audit_Action_Service_Set_User_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta de usuario desactivada o activada`)
};

const en_xa2_audit_action_service_set_user_disabled = /** @type {(inputs: Audit_Action_Service_Set_User_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšéŕ áççöüñţ ðíšáƀļéð öŕ éñáƀļéð one two ]`)
};

/**
* | output |
* | --- |
* | "User account disabled or enabled" |
*
* @param {Audit_Action_Service_Set_User_DisabledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_service_set_user_disabled = /** @type {((inputs?: Audit_Action_Service_Set_User_DisabledInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Service_Set_User_DisabledInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_service_set_user_disabled(inputs)
	if (locale === "fr") return fr_audit_action_service_set_user_disabled(inputs)
	if (locale === "nl") return nl_audit_action_service_set_user_disabled(inputs)
	if (locale === "es") return es_audit_action_service_set_user_disabled(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_service_set_user_disabled(inputs)
	return en_audit_action_service_set_user_disabled(inputs)
});