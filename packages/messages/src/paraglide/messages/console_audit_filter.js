/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_FilterInputs */

const en_console_audit_filter = /** @type {(inputs: Console_Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter the audit log`)
};

const de_console_audit_filter = /** @type {(inputs: Console_Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit-Log filtern`)
};

const fr_console_audit_filter = /** @type {(inputs: Console_Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer le journal d’audit`)
};

const nl_console_audit_filter = /** @type {(inputs: Console_Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auditlogboek filteren`)
};

const es_console_audit_filter = /** @type {(inputs: Console_Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar el registro de auditoría`)
};

const en_xa2_console_audit_filter = /** @type {(inputs: Console_Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļţéŕ ţĥé áüðíţ ļöĝ one ]`)
};

/**
* | output |
* | --- |
* | "Filter the audit log" |
*
* @param {Console_Audit_FilterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_filter = /** @type {((inputs?: Console_Audit_FilterInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_FilterInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_filter(inputs)
	if (locale === "fr") return fr_console_audit_filter(inputs)
	if (locale === "nl") return nl_console_audit_filter(inputs)
	if (locale === "es") return es_console_audit_filter(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_filter(inputs)
	return en_console_audit_filter(inputs)
});