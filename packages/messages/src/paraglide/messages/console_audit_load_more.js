/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_Load_MoreInputs */

const en_console_audit_load_more = /** @type {(inputs: Console_Audit_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load more`)
};

const de_console_audit_load_more = /** @type {(inputs: Console_Audit_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr laden`)
};

const fr_console_audit_load_more = /** @type {(inputs: Console_Audit_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charger plus`)
};

const nl_console_audit_load_more = /** @type {(inputs: Console_Audit_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meer laden`)
};

const es_console_audit_load_more = /** @type {(inputs: Console_Audit_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargar más`)
};

const en_xa2_console_audit_load_more = /** @type {(inputs: Console_Audit_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáð ɱöŕé ]`)
};

/**
* | output |
* | --- |
* | "Load more" |
*
* @param {Console_Audit_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_load_more = /** @type {((inputs?: Console_Audit_Load_MoreInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_Load_MoreInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_load_more(inputs)
	if (locale === "fr") return fr_console_audit_load_more(inputs)
	if (locale === "nl") return nl_console_audit_load_more(inputs)
	if (locale === "es") return es_console_audit_load_more(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_load_more(inputs)
	return en_console_audit_load_more(inputs)
});