/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Sso_Claim_DomainInputs */

const en_audit_action_sso_claim_domain = /** @type {(inputs: Audit_Action_Sso_Claim_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claimed a domain for single sign-on`)
};

const de_audit_action_sso_claim_domain = /** @type {(inputs: Audit_Action_Sso_Claim_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domain für Single Sign-on beansprucht`)
};

const fr_audit_action_sso_claim_domain = /** @type {(inputs: Audit_Action_Sso_Claim_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domaine revendiqué pour l’authentification unique`)
};

const nl_audit_action_sso_claim_domain = /** @type {(inputs: Audit_Action_Sso_Claim_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domein geclaimd voor eenmalige aanmelding`)
};

const es_audit_action_sso_claim_domain = /** @type {(inputs: Audit_Action_Sso_Claim_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dominio reclamado para el inicio de sesión único`)
};

const en_xa2_audit_action_sso_claim_domain = /** @type {(inputs: Audit_Action_Sso_Claim_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļáíɱéð á ðöɱáíñ ƒöŕ šíñĝļé šíĝñ-öñ one two t]`)
};

/**
* | output |
* | --- |
* | "Claimed a domain for single sign-on" |
*
* @param {Audit_Action_Sso_Claim_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_sso_claim_domain = /** @type {((inputs?: Audit_Action_Sso_Claim_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Sso_Claim_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_sso_claim_domain(inputs)
	if (locale === "fr") return fr_audit_action_sso_claim_domain(inputs)
	if (locale === "nl") return nl_audit_action_sso_claim_domain(inputs)
	if (locale === "es") return es_audit_action_sso_claim_domain(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_sso_claim_domain(inputs)
	return en_audit_action_sso_claim_domain(inputs)
});