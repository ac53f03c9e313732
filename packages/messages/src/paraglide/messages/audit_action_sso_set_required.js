/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Sso_Set_RequiredInputs */

const en_audit_action_sso_set_required = /** @type {(inputs: Audit_Action_Sso_Set_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed whether a domain requires single sign-on`)
};

const de_audit_action_sso_set_required = /** @type {(inputs: Audit_Action_Sso_Set_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geändert, ob eine Domain Single Sign-on verlangt`)
};

const fr_audit_action_sso_set_required = /** @type {(inputs: Audit_Action_Sso_Set_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A changé l’obligation d’authentification unique d’un domaine`)
};

const nl_audit_action_sso_set_required = /** @type {(inputs: Audit_Action_Sso_Set_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewijzigd of een domein single sign-on vereist`)
};

const es_audit_action_sso_set_required = /** @type {(inputs: Audit_Action_Sso_Set_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambió si un dominio exige el inicio de sesión único`)
};

const en_xa2_audit_action_sso_set_required = /** @type {(inputs: Audit_Action_Sso_Set_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝéð ŵĥéţĥéŕ á ðöɱáíñ ŕéǫüíŕéš šíñĝļé šíĝñ-öñ one two three ]`)
};

/**
* | output |
* | --- |
* | "Changed whether a domain requires single sign-on" |
*
* @param {Audit_Action_Sso_Set_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_sso_set_required = /** @type {((inputs?: Audit_Action_Sso_Set_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Sso_Set_RequiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_sso_set_required(inputs)
	if (locale === "fr") return fr_audit_action_sso_set_required(inputs)
	if (locale === "nl") return nl_audit_action_sso_set_required(inputs)
	if (locale === "es") return es_audit_action_sso_set_required(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_sso_set_required(inputs)
	return en_audit_action_sso_set_required(inputs)
});