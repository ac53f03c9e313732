/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Support_WithdrawInputs */

const en_audit_action_support_withdraw = /** @type {(inputs: Audit_Action_Support_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support access ended by support`)
};

const de_audit_action_support_withdraw = /** @type {(inputs: Audit_Action_Support_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support-Zugriff vom Support beendet`)
};

const fr_audit_action_support_withdraw = /** @type {(inputs: Audit_Action_Support_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès du support arrêté par le support`)
};

const nl_audit_action_support_withdraw = /** @type {(inputs: Audit_Action_Support_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegang voor support beëindigd door support`)
};

const es_audit_action_support_withdraw = /** @type {(inputs: Audit_Action_Support_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de soporte finalizado por soporte`)
};

const en_xa2_audit_action_support_withdraw = /** @type {(inputs: Audit_Action_Support_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ áççéšš éñðéð ƀý šüþþöŕţ one two ]`)
};

/**
* | output |
* | --- |
* | "Support access ended by support" |
*
* @param {Audit_Action_Support_WithdrawInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_support_withdraw = /** @type {((inputs?: Audit_Action_Support_WithdrawInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Support_WithdrawInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_support_withdraw(inputs)
	if (locale === "fr") return fr_audit_action_support_withdraw(inputs)
	if (locale === "nl") return nl_audit_action_support_withdraw(inputs)
	if (locale === "es") return es_audit_action_support_withdraw(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_support_withdraw(inputs)
	return en_audit_action_support_withdraw(inputs)
});