/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Org_Update_ProfileInputs */

const en_audit_action_org_update_profile = /** @type {(inputs: Audit_Action_Org_Update_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile changed`)
};

const de_audit_action_org_update_profile = /** @type {(inputs: Audit_Action_Org_Update_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil geändert`)
};

const fr_audit_action_org_update_profile = /** @type {(inputs: Audit_Action_Org_Update_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil modifié`)
};

const nl_audit_action_org_update_profile = /** @type {(inputs: Audit_Action_Org_Update_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profiel gewijzigd`)
};

const es_audit_action_org_update_profile = /** @type {(inputs: Audit_Action_Org_Update_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil modificado`)
};

const en_xa2_audit_action_org_update_profile = /** @type {(inputs: Audit_Action_Org_Update_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕöƒíļé çĥáñĝéð on]`)
};

/**
* | output |
* | --- |
* | "Profile changed" |
*
* @param {Audit_Action_Org_Update_ProfileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_org_update_profile = /** @type {((inputs?: Audit_Action_Org_Update_ProfileInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Org_Update_ProfileInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_org_update_profile(inputs)
	if (locale === "fr") return fr_audit_action_org_update_profile(inputs)
	if (locale === "nl") return nl_audit_action_org_update_profile(inputs)
	if (locale === "es") return es_audit_action_org_update_profile(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_org_update_profile(inputs)
	return en_audit_action_org_update_profile(inputs)
});