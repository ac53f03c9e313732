/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Recent_AuditInputs */

const en_console_org_recent_audit = /** @type {(inputs: Console_Org_Recent_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent audit`)
};

const de_console_org_recent_audit = /** @type {(inputs: Console_Org_Recent_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Audit-Einträge`)
};

const fr_console_org_recent_audit = /** @type {(inputs: Console_Org_Recent_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit récent`)
};

const nl_console_org_recent_audit = /** @type {(inputs: Console_Org_Recent_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recente audit`)
};

const es_console_org_recent_audit = /** @type {(inputs: Console_Org_Recent_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auditoría reciente`)
};

const en_xa2_console_org_recent_audit = /** @type {(inputs: Console_Org_Recent_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçéñţ áüðíţ o]`)
};

/**
* | output |
* | --- |
* | "Recent audit" |
*
* @param {Console_Org_Recent_AuditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_recent_audit = /** @type {((inputs?: Console_Org_Recent_AuditInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Recent_AuditInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_recent_audit(inputs)
	if (locale === "fr") return fr_console_org_recent_audit(inputs)
	if (locale === "nl") return nl_console_org_recent_audit(inputs)
	if (locale === "es") return es_console_org_recent_audit(inputs)
	if (locale === "en-XA") return en_xa2_console_org_recent_audit(inputs)
	return en_console_org_recent_audit(inputs)
});