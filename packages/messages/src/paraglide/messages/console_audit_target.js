/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_TargetInputs */

const en_console_audit_target = /** @type {(inputs: Console_Audit_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Target`)
};

const de_console_audit_target = /** @type {(inputs: Console_Audit_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ziel`)
};

const fr_console_audit_target = /** @type {(inputs: Console_Audit_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cible`)
};

const nl_console_audit_target = /** @type {(inputs: Console_Audit_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doel`)
};

const es_console_audit_target = /** @type {(inputs: Console_Audit_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objetivo`)
};

const en_xa2_console_audit_target = /** @type {(inputs: Console_Audit_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáŕĝéţ ]`)
};

/**
* | output |
* | --- |
* | "Target" |
*
* @param {Console_Audit_TargetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_target = /** @type {((inputs?: Console_Audit_TargetInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_TargetInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_target(inputs)
	if (locale === "fr") return fr_console_audit_target(inputs)
	if (locale === "nl") return nl_console_audit_target(inputs)
	if (locale === "es") return es_console_audit_target(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_target(inputs)
	return en_console_audit_target(inputs)
});