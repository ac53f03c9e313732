/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Sso_Remove_DomainInputs */

const en_audit_action_sso_remove_domain = /** @type {(inputs: Audit_Action_Sso_Remove_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed a domain from single sign-on`)
};

const de_audit_action_sso_remove_domain = /** @type {(inputs: Audit_Action_Sso_Remove_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domain aus Single Sign-on entfernt`)
};

const fr_audit_action_sso_remove_domain = /** @type {(inputs: Audit_Action_Sso_Remove_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domaine retiré de l’authentification unique`)
};

const nl_audit_action_sso_remove_domain = /** @type {(inputs: Audit_Action_Sso_Remove_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domein verwijderd uit eenmalige aanmelding`)
};

const es_audit_action_sso_remove_domain = /** @type {(inputs: Audit_Action_Sso_Remove_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dominio quitado del inicio de sesión único`)
};

const en_xa2_audit_action_sso_remove_domain = /** @type {(inputs: Audit_Action_Sso_Remove_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽéð á ðöɱáíñ ƒŕöɱ šíñĝļé šíĝñ-öñ one two th]`)
};

/**
* | output |
* | --- |
* | "Removed a domain from single sign-on" |
*
* @param {Audit_Action_Sso_Remove_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_sso_remove_domain = /** @type {((inputs?: Audit_Action_Sso_Remove_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Sso_Remove_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_sso_remove_domain(inputs)
	if (locale === "fr") return fr_audit_action_sso_remove_domain(inputs)
	if (locale === "nl") return nl_audit_action_sso_remove_domain(inputs)
	if (locale === "es") return es_audit_action_sso_remove_domain(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_sso_remove_domain(inputs)
	return en_audit_action_sso_remove_domain(inputs)
});