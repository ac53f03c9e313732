/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Open_AuditInputs */

const en_console_org_open_audit = /** @type {(inputs: Console_Org_Open_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in the audit log`)
};

const de_console_org_open_audit = /** @type {(inputs: Console_Org_Open_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Im Audit-Log öffnen`)
};

const fr_console_org_open_audit = /** @type {(inputs: Console_Org_Open_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir dans le journal d’audit`)
};

const nl_console_org_open_audit = /** @type {(inputs: Console_Org_Open_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Openen in het auditlogboek`)
};

const es_console_org_open_audit = /** @type {(inputs: Console_Org_Open_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir en el registro de auditoría`)
};

const en_xa2_console_org_open_audit = /** @type {(inputs: Console_Org_Open_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþéñ íñ ţĥé áüðíţ ļöĝ one ]`)
};

/**
* | output |
* | --- |
* | "Open in the audit log" |
*
* @param {Console_Org_Open_AuditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_open_audit = /** @type {((inputs?: Console_Org_Open_AuditInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Open_AuditInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_open_audit(inputs)
	if (locale === "fr") return fr_console_org_open_audit(inputs)
	if (locale === "nl") return nl_console_org_open_audit(inputs)
	if (locale === "es") return es_console_org_open_audit(inputs)
	if (locale === "en-XA") return en_xa2_console_org_open_audit(inputs)
	return en_console_org_open_audit(inputs)
});