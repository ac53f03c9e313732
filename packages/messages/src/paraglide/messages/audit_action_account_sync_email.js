/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Account_Sync_EmailInputs */

const en_audit_action_account_sync_email = /** @type {(inputs: Audit_Action_Account_Sync_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address updated`)
};

const de_audit_action_account_sync_email = /** @type {(inputs: Audit_Action_Account_Sync_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse aktualisiert`)
};

const fr_audit_action_account_sync_email = /** @type {(inputs: Audit_Action_Account_Sync_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail mise à jour`)
};

const nl_audit_action_account_sync_email = /** @type {(inputs: Audit_Action_Account_Sync_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailadres bijgewerkt`)
};

const es_audit_action_account_sync_email = /** @type {(inputs: Audit_Action_Account_Sync_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de correo actualizada`)
};

const en_xa2_audit_action_account_sync_email = /** @type {(inputs: Audit_Action_Account_Sync_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ áððŕéšš üþðáţéð one ]`)
};

/**
* | output |
* | --- |
* | "Email address updated" |
*
* @param {Audit_Action_Account_Sync_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_account_sync_email = /** @type {((inputs?: Audit_Action_Account_Sync_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Account_Sync_EmailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_account_sync_email(inputs)
	if (locale === "fr") return fr_audit_action_account_sync_email(inputs)
	if (locale === "nl") return nl_audit_action_account_sync_email(inputs)
	if (locale === "es") return es_audit_action_account_sync_email(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_account_sync_email(inputs)
	return en_audit_action_account_sync_email(inputs)
});