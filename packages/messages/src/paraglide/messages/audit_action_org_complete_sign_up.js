/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Org_Complete_Sign_UpInputs */

const en_audit_action_org_complete_sign_up = /** @type {(inputs: Audit_Action_Org_Complete_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation created`)
};

const de_audit_action_org_complete_sign_up = /** @type {(inputs: Audit_Action_Org_Complete_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation angelegt`)
};

const fr_audit_action_org_complete_sign_up = /** @type {(inputs: Audit_Action_Org_Complete_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation créée`)
};

const nl_audit_action_org_complete_sign_up = /** @type {(inputs: Audit_Action_Org_Complete_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisatie aangemaakt`)
};

const es_audit_action_org_complete_sign_up = /** @type {(inputs: Audit_Action_Org_Complete_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organización creada`)
};

const en_xa2_audit_action_org_complete_sign_up = /** @type {(inputs: Audit_Action_Org_Complete_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öŕĝáñíšáţíöñ çŕéáţéð one ]`)
};

/**
* | output |
* | --- |
* | "Organisation created" |
*
* @param {Audit_Action_Org_Complete_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_org_complete_sign_up = /** @type {((inputs?: Audit_Action_Org_Complete_Sign_UpInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Org_Complete_Sign_UpInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_org_complete_sign_up(inputs)
	if (locale === "fr") return fr_audit_action_org_complete_sign_up(inputs)
	if (locale === "nl") return nl_audit_action_org_complete_sign_up(inputs)
	if (locale === "es") return es_audit_action_org_complete_sign_up(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_org_complete_sign_up(inputs)
	return en_audit_action_org_complete_sign_up(inputs)
});