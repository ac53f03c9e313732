/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Account_DeleteInputs */

const en_audit_action_account_delete = /** @type {(inputs: Audit_Action_Account_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account deleted`)
};

const de_audit_action_account_delete = /** @type {(inputs: Audit_Action_Account_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto gelöscht`)
};

const fr_audit_action_account_delete = /** @type {(inputs: Audit_Action_Account_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte supprimé`)
};

const nl_audit_action_account_delete = /** @type {(inputs: Audit_Action_Account_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account verwijderd`)
};

const es_audit_action_account_delete = /** @type {(inputs: Audit_Action_Account_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta eliminada`)
};

const en_xa2_audit_action_account_delete = /** @type {(inputs: Audit_Action_Account_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åççöüñţ ðéļéţéð on]`)
};

/**
* | output |
* | --- |
* | "Account deleted" |
*
* @param {Audit_Action_Account_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_account_delete = /** @type {((inputs?: Audit_Action_Account_DeleteInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Account_DeleteInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_account_delete(inputs)
	if (locale === "fr") return fr_audit_action_account_delete(inputs)
	if (locale === "nl") return nl_audit_action_account_delete(inputs)
	if (locale === "es") return es_audit_action_account_delete(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_account_delete(inputs)
	return en_audit_action_account_delete(inputs)
});