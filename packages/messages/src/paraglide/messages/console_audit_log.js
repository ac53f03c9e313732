/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_LogInputs */

const en_console_audit_log = /** @type {(inputs: Console_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log`)
};

const de_console_audit_log = /** @type {(inputs: Console_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log`)
};

const fr_console_audit_log = /** @type {(inputs: Console_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journal`)
};

const nl_console_audit_log = /** @type {(inputs: Console_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logboek`)
};

const es_console_audit_log = /** @type {(inputs: Console_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro`)
};

const en_xa2_console_audit_log = /** @type {(inputs: Console_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöĝ ]`)
};

/**
* | output |
* | --- |
* | "Log" |
*
* @param {Console_Audit_LogInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_log = /** @type {((inputs?: Console_Audit_LogInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_LogInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_log(inputs)
	if (locale === "fr") return fr_console_audit_log(inputs)
	if (locale === "nl") return nl_console_audit_log(inputs)
	if (locale === "es") return es_console_audit_log(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_log(inputs)
	return en_console_audit_log(inputs)
});