/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Account_Switch_OrganisationInputs */

const en_audit_action_account_switch_organisation = /** @type {(inputs: Audit_Action_Account_Switch_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switched organisation`)
};

const de_audit_action_account_switch_organisation = /** @type {(inputs: Audit_Action_Account_Switch_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation gewechselt`)
};

const fr_audit_action_account_switch_organisation = /** @type {(inputs: Audit_Action_Account_Switch_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation changée`)
};

const nl_audit_action_account_switch_organisation = /** @type {(inputs: Audit_Action_Account_Switch_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Van organisatie gewisseld`)
};

const es_audit_action_account_switch_organisation = /** @type {(inputs: Audit_Action_Account_Switch_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organización cambiada`)
};

const en_xa2_audit_action_account_switch_organisation = /** @type {(inputs: Audit_Action_Account_Switch_OrganisationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šŵíţçĥéð öŕĝáñíšáţíöñ one ]`)
};

/**
* | output |
* | --- |
* | "Switched organisation" |
*
* @param {Audit_Action_Account_Switch_OrganisationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_account_switch_organisation = /** @type {((inputs?: Audit_Action_Account_Switch_OrganisationInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Account_Switch_OrganisationInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_account_switch_organisation(inputs)
	if (locale === "fr") return fr_audit_action_account_switch_organisation(inputs)
	if (locale === "nl") return nl_audit_action_account_switch_organisation(inputs)
	if (locale === "es") return es_audit_action_account_switch_organisation(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_account_switch_organisation(inputs)
	return en_audit_action_account_switch_organisation(inputs)
});