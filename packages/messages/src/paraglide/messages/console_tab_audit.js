/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Tab_AuditInputs */

const en_console_tab_audit = /** @type {(inputs: Console_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit`)
};

const de_console_tab_audit = /** @type {(inputs: Console_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit`)
};

const fr_console_tab_audit = /** @type {(inputs: Console_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit`)
};

const nl_console_tab_audit = /** @type {(inputs: Console_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit`)
};

const es_console_tab_audit = /** @type {(inputs: Console_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auditoría`)
};

const en_xa2_console_tab_audit = /** @type {(inputs: Console_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åüðíţ ]`)
};

/**
* | output |
* | --- |
* | "Audit" |
*
* @param {Console_Tab_AuditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_tab_audit = /** @type {((inputs?: Console_Tab_AuditInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Tab_AuditInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_tab_audit(inputs)
	if (locale === "fr") return fr_console_tab_audit(inputs)
	if (locale === "nl") return nl_console_tab_audit(inputs)
	if (locale === "es") return es_console_tab_audit(inputs)
	if (locale === "en-XA") return en_xa2_console_tab_audit(inputs)
	return en_console_tab_audit(inputs)
});