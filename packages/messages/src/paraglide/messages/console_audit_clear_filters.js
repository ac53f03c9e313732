/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_Clear_FiltersInputs */

const en_console_audit_clear_filters = /** @type {(inputs: Console_Audit_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear filters`)
};

const de_console_audit_clear_filters = /** @type {(inputs: Console_Audit_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter zurücksetzen`)
};

const fr_console_audit_clear_filters = /** @type {(inputs: Console_Audit_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer les filtres`)
};

const nl_console_audit_clear_filters = /** @type {(inputs: Console_Audit_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filters wissen`)
};

const es_console_audit_clear_filters = /** @type {(inputs: Console_Audit_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar filtros`)
};

const en_xa2_console_audit_clear_filters = /** @type {(inputs: Console_Audit_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ ƒíļţéŕš on]`)
};

/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Console_Audit_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_clear_filters = /** @type {((inputs?: Console_Audit_Clear_FiltersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_Clear_FiltersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_clear_filters(inputs)
	if (locale === "fr") return fr_console_audit_clear_filters(inputs)
	if (locale === "nl") return nl_console_audit_clear_filters(inputs)
	if (locale === "es") return es_console_audit_clear_filters(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_clear_filters(inputs)
	return en_console_audit_clear_filters(inputs)
});