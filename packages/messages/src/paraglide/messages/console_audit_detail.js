/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_DetailInputs */

const en_console_audit_detail = /** @type {(inputs: Console_Audit_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detail`)
};

const de_console_audit_detail = /** @type {(inputs: Console_Audit_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detail`)
};

const fr_console_audit_detail = /** @type {(inputs: Console_Audit_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détail`)
};

const nl_console_audit_detail = /** @type {(inputs: Console_Audit_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detail`)
};

const es_console_audit_detail = /** @type {(inputs: Console_Audit_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalle`)
};

const en_xa2_console_audit_detail = /** @type {(inputs: Console_Audit_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéţáíļ ]`)
};

/**
* | output |
* | --- |
* | "Detail" |
*
* @param {Console_Audit_DetailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_detail = /** @type {((inputs?: Console_Audit_DetailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_DetailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_detail(inputs)
	if (locale === "fr") return fr_console_audit_detail(inputs)
	if (locale === "nl") return nl_console_audit_detail(inputs)
	if (locale === "es") return es_console_audit_detail(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_detail(inputs)
	return en_console_audit_detail(inputs)
});