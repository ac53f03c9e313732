/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Service_Resend_MailInputs */

const en_audit_action_service_resend_mail = /** @type {(inputs: Audit_Action_Service_Resend_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed mail resent`)
};

const de_audit_action_service_resend_mail = /** @type {(inputs: Audit_Action_Service_Resend_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehlgeschlagene E-Mail erneut gesendet`)
};

const fr_audit_action_service_resend_mail = /** @type {(inputs: Audit_Action_Service_Resend_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail en échec renvoyé`)
};

const nl_audit_action_service_resend_mail = /** @type {(inputs: Audit_Action_Service_Resend_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mislukte e-mail opnieuw verstuurd`)
};

const es_audit_action_service_resend_mail = /** @type {(inputs: Audit_Action_Service_Resend_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo fallido reenviado`)
};

const en_xa2_audit_action_service_resend_mail = /** @type {(inputs: Audit_Action_Service_Resend_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļéð ɱáíļ ŕéšéñţ one]`)
};

/**
* | output |
* | --- |
* | "Failed mail resent" |
*
* @param {Audit_Action_Service_Resend_MailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_service_resend_mail = /** @type {((inputs?: Audit_Action_Service_Resend_MailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Service_Resend_MailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_service_resend_mail(inputs)
	if (locale === "fr") return fr_audit_action_service_resend_mail(inputs)
	if (locale === "nl") return nl_audit_action_service_resend_mail(inputs)
	if (locale === "es") return es_audit_action_service_resend_mail(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_service_resend_mail(inputs)
	return en_audit_action_service_resend_mail(inputs)
});