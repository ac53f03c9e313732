/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_CaptionInputs */

const en_console_audit_caption = /** @type {(inputs: Console_Audit_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit log`)
};

const de_console_audit_caption = /** @type {(inputs: Console_Audit_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit-Log`)
};

const fr_console_audit_caption = /** @type {(inputs: Console_Audit_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journal d’audit`)
};

const nl_console_audit_caption = /** @type {(inputs: Console_Audit_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auditlogboek`)
};

const es_console_audit_caption = /** @type {(inputs: Console_Audit_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro de auditoría`)
};

const en_xa2_console_audit_caption = /** @type {(inputs: Console_Audit_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åüðíţ ļöĝ ]`)
};

/**
* | output |
* | --- |
* | "Audit log" |
*
* @param {Console_Audit_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_caption = /** @type {((inputs?: Console_Audit_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_CaptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_caption(inputs)
	if (locale === "fr") return fr_console_audit_caption(inputs)
	if (locale === "nl") return nl_console_audit_caption(inputs)
	if (locale === "es") return es_console_audit_caption(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_caption(inputs)
	return en_console_audit_caption(inputs)
});