/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Loading_AuditInputs */

const en_console_loading_audit = /** @type {(inputs: Console_Loading_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the audit log`)
};

const de_console_loading_audit = /** @type {(inputs: Console_Loading_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit-Log wird geladen`)
};

const fr_console_loading_audit = /** @type {(inputs: Console_Loading_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du journal d’audit`)
};

const nl_console_loading_audit = /** @type {(inputs: Console_Loading_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auditlogboek wordt geladen`)
};

const es_console_loading_audit = /** @type {(inputs: Console_Loading_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el registro de auditoría`)
};

const en_xa2_console_loading_audit = /** @type {(inputs: Console_Loading_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé áüðíţ ļöĝ one ]`)
};

/**
* | output |
* | --- |
* | "Loading the audit log" |
*
* @param {Console_Loading_AuditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_loading_audit = /** @type {((inputs?: Console_Loading_AuditInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Loading_AuditInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_loading_audit(inputs)
	if (locale === "fr") return fr_console_loading_audit(inputs)
	if (locale === "nl") return nl_console_loading_audit(inputs)
	if (locale === "es") return es_console_loading_audit(inputs)
	if (locale === "en-XA") return en_xa2_console_loading_audit(inputs)
	return en_console_loading_audit(inputs)
});