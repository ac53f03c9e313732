/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Respondents_RevokeInputs */

const en_audit_action_respondents_revoke = /** @type {(inputs: Audit_Action_Respondents_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respondent link revoked`)
};

const de_audit_action_respondents_revoke = /** @type {(inputs: Audit_Action_Respondents_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link der befragten Person widerrufen`)
};

const fr_audit_action_respondents_revoke = /** @type {(inputs: Audit_Action_Respondents_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien du répondant révoqué`)
};

const nl_audit_action_respondents_revoke = /** @type {(inputs: Audit_Action_Respondents_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link van respondent ingetrokken`)
};

const es_audit_action_respondents_revoke = /** @type {(inputs: Audit_Action_Respondents_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace del encuestado revocado`)
};

const en_xa2_audit_action_respondents_revoke = /** @type {(inputs: Audit_Action_Respondents_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšþöñðéñţ ļíñķ ŕéṽöķéð one t]`)
};

/**
* | output |
* | --- |
* | "Respondent link revoked" |
*
* @param {Audit_Action_Respondents_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_respondents_revoke = /** @type {((inputs?: Audit_Action_Respondents_RevokeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Respondents_RevokeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_respondents_revoke(inputs)
	if (locale === "fr") return fr_audit_action_respondents_revoke(inputs)
	if (locale === "nl") return nl_audit_action_respondents_revoke(inputs)
	if (locale === "es") return es_audit_action_respondents_revoke(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_respondents_revoke(inputs)
	return en_audit_action_respondents_revoke(inputs)
});