/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Respondents_ResendInputs */

const en_audit_action_respondents_resend = /** @type {(inputs: Audit_Action_Respondents_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respondent link resent`)
};

const de_audit_action_respondents_resend = /** @type {(inputs: Audit_Action_Respondents_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link der befragten Person erneut gesendet`)
};

const fr_audit_action_respondents_resend = /** @type {(inputs: Audit_Action_Respondents_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien du répondant renvoyé`)
};

const nl_audit_action_respondents_resend = /** @type {(inputs: Audit_Action_Respondents_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link van respondent opnieuw verstuurd`)
};

const es_audit_action_respondents_resend = /** @type {(inputs: Audit_Action_Respondents_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace del encuestado reenviado`)
};

const en_xa2_audit_action_respondents_resend = /** @type {(inputs: Audit_Action_Respondents_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšþöñðéñţ ļíñķ ŕéšéñţ one t]`)
};

/**
* | output |
* | --- |
* | "Respondent link resent" |
*
* @param {Audit_Action_Respondents_ResendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_respondents_resend = /** @type {((inputs?: Audit_Action_Respondents_ResendInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Respondents_ResendInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_respondents_resend(inputs)
	if (locale === "fr") return fr_audit_action_respondents_resend(inputs)
	if (locale === "nl") return nl_audit_action_respondents_resend(inputs)
	if (locale === "es") return es_audit_action_respondents_resend(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_respondents_resend(inputs)
	return en_audit_action_respondents_resend(inputs)
});