/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Sso_JoinInputs */

const en_audit_action_sso_join = /** @type {(inputs: Audit_Action_Sso_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joined through single sign-on`)
};

const de_audit_action_sso_join = /** @type {(inputs: Audit_Action_Sso_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Über Single Sign-on beigetreten`)
};

const fr_audit_action_sso_join = /** @type {(inputs: Audit_Action_Sso_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A rejoint par authentification unique`)
};

const nl_audit_action_sso_join = /** @type {(inputs: Audit_Action_Sso_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lid geworden via single sign-on`)
};

const es_audit_action_sso_join = /** @type {(inputs: Audit_Action_Sso_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se unió mediante inicio de sesión único`)
};

const en_xa2_audit_action_sso_join = /** @type {(inputs: Audit_Action_Sso_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĵöíñéð ţĥŕöüĝĥ šíñĝļé šíĝñ-öñ one two]`)
};

/**
* | output |
* | --- |
* | "Joined through single sign-on" |
*
* @param {Audit_Action_Sso_JoinInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_sso_join = /** @type {((inputs?: Audit_Action_Sso_JoinInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Sso_JoinInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_sso_join(inputs)
	if (locale === "fr") return fr_audit_action_sso_join(inputs)
	if (locale === "nl") return nl_audit_action_sso_join(inputs)
	if (locale === "es") return es_audit_action_sso_join(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_sso_join(inputs)
	return en_audit_action_sso_join(inputs)
});