/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Respondents_InviteInputs */

const en_audit_action_respondents_invite = /** @type {(inputs: Audit_Action_Respondents_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respondent invited`)
};

const de_audit_action_respondents_invite = /** @type {(inputs: Audit_Action_Respondents_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Befragte Person eingeladen`)
};

const fr_audit_action_respondents_invite = /** @type {(inputs: Audit_Action_Respondents_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répondant invité`)
};

const nl_audit_action_respondents_invite = /** @type {(inputs: Audit_Action_Respondents_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respondent uitgenodigd`)
};

const es_audit_action_respondents_invite = /** @type {(inputs: Audit_Action_Respondents_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuestado invitado`)
};

const en_xa2_audit_action_respondents_invite = /** @type {(inputs: Audit_Action_Respondents_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšþöñðéñţ íñṽíţéð one]`)
};

/**
* | output |
* | --- |
* | "Respondent invited" |
*
* @param {Audit_Action_Respondents_InviteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_respondents_invite = /** @type {((inputs?: Audit_Action_Respondents_InviteInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Respondents_InviteInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_respondents_invite(inputs)
	if (locale === "fr") return fr_audit_action_respondents_invite(inputs)
	if (locale === "nl") return nl_audit_action_respondents_invite(inputs)
	if (locale === "es") return es_audit_action_respondents_invite(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_respondents_invite(inputs)
	return en_audit_action_respondents_invite(inputs)
});