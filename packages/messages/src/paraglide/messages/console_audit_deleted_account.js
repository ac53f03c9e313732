/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_Deleted_AccountInputs */

const en_console_audit_deleted_account = /** @type {(inputs: Console_Audit_Deleted_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted account`)
};

const de_console_audit_deleted_account = /** @type {(inputs: Console_Audit_Deleted_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gelöschtes Konto`)
};

const fr_console_audit_deleted_account = /** @type {(inputs: Console_Audit_Deleted_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte supprimé`)
};

const nl_console_audit_deleted_account = /** @type {(inputs: Console_Audit_Deleted_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwijderd account`)
};

const es_console_audit_deleted_account = /** @type {(inputs: Console_Audit_Deleted_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta eliminada`)
};

const en_xa2_console_audit_deleted_account = /** @type {(inputs: Console_Audit_Deleted_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţéð áççöüñţ on]`)
};

/**
* | output |
* | --- |
* | "Deleted account" |
*
* @param {Console_Audit_Deleted_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_deleted_account = /** @type {((inputs?: Console_Audit_Deleted_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_Deleted_AccountInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_deleted_account(inputs)
	if (locale === "fr") return fr_console_audit_deleted_account(inputs)
	if (locale === "nl") return nl_console_audit_deleted_account(inputs)
	if (locale === "es") return es_console_audit_deleted_account(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_deleted_account(inputs)
	return en_console_audit_deleted_account(inputs)
});