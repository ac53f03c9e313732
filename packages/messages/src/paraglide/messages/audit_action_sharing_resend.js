/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Sharing_ResendInputs */

const en_audit_action_sharing_resend = /** @type {(inputs: Audit_Action_Sharing_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share invitation resent`)
};

const de_audit_action_sharing_resend = /** @type {(inputs: Audit_Action_Sharing_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freigabe-Einladung erneut gesendet`)
};

const fr_audit_action_sharing_resend = /** @type {(inputs: Audit_Action_Sharing_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation de partage renvoyée`)
};

const nl_audit_action_sharing_resend = /** @type {(inputs: Audit_Action_Sharing_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deeluitnodiging opnieuw verstuurd`)
};

const es_audit_action_sharing_resend = /** @type {(inputs: Audit_Action_Sharing_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitación para compartir reenviada`)
};

const en_xa2_audit_action_sharing_resend = /** @type {(inputs: Audit_Action_Sharing_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕé íñṽíţáţíöñ ŕéšéñţ one t]`)
};

/**
* | output |
* | --- |
* | "Share invitation resent" |
*
* @param {Audit_Action_Sharing_ResendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_sharing_resend = /** @type {((inputs?: Audit_Action_Sharing_ResendInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Sharing_ResendInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_sharing_resend(inputs)
	if (locale === "fr") return fr_audit_action_sharing_resend(inputs)
	if (locale === "nl") return nl_audit_action_sharing_resend(inputs)
	if (locale === "es") return es_audit_action_sharing_resend(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_sharing_resend(inputs)
	return en_audit_action_sharing_resend(inputs)
});