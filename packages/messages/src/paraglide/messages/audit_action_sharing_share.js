/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Sharing_ShareInputs */

const en_audit_action_sharing_share = /** @type {(inputs: Audit_Action_Sharing_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant shared`)
};

const de_audit_action_sharing_share = /** @type {(inputs: Audit_Action_Sharing_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandant geteilt`)
};

const fr_audit_action_sharing_share = /** @type {(inputs: Audit_Action_Sharing_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entité partagée`)
};

const nl_audit_action_sharing_share = /** @type {(inputs: Audit_Action_Sharing_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant gedeeld`)
};

const es_audit_action_sharing_share = /** @type {(inputs: Audit_Action_Sharing_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquilino compartido`)
};

const en_xa2_audit_action_sharing_share = /** @type {(inputs: Audit_Action_Sharing_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţ šĥáŕéð on]`)
};

/**
* | output |
* | --- |
* | "Tenant shared" |
*
* @param {Audit_Action_Sharing_ShareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_sharing_share = /** @type {((inputs?: Audit_Action_Sharing_ShareInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Sharing_ShareInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_sharing_share(inputs)
	if (locale === "fr") return fr_audit_action_sharing_share(inputs)
	if (locale === "nl") return nl_audit_action_sharing_share(inputs)
	if (locale === "es") return es_audit_action_sharing_share(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_sharing_share(inputs)
	return en_audit_action_sharing_share(inputs)
});