/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Audit_No_Match_DescriptionInputs */

const en_console_audit_no_match_description = /** @type {(inputs: Console_Audit_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try another organisation, actor, action or dates.`)
};

const de_console_audit_no_match_description = /** @type {(inputs: Console_Audit_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versuchen Sie eine andere Organisation, einen anderen Akteur, eine andere Aktion oder andere Daten.`)
};

const fr_console_audit_no_match_description = /** @type {(inputs: Console_Audit_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez une autre organisation, un autre acteur, une autre action ou d’autres dates.`)
};

const nl_console_audit_no_match_description = /** @type {(inputs: Console_Audit_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Probeer een andere organisatie, actor, actie of andere datums.`)
};

const es_console_audit_no_match_description = /** @type {(inputs: Console_Audit_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prueba otra organización, otro actor, otra acción u otras fechas.`)
};

const en_xa2_console_audit_no_match_description = /** @type {(inputs: Console_Audit_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý áñöţĥéŕ öŕĝáñíšáţíöñ, áçţöŕ, áçţíöñ öŕ ðáţéš. one two three ]`)
};

/**
* | output |
* | --- |
* | "Try another organisation, actor, action or dates." |
*
* @param {Console_Audit_No_Match_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_audit_no_match_description = /** @type {((inputs?: Console_Audit_No_Match_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Audit_No_Match_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_audit_no_match_description(inputs)
	if (locale === "fr") return fr_console_audit_no_match_description(inputs)
	if (locale === "nl") return nl_console_audit_no_match_description(inputs)
	if (locale === "es") return es_console_audit_no_match_description(inputs)
	if (locale === "en-XA") return en_xa2_console_audit_no_match_description(inputs)
	return en_console_audit_no_match_description(inputs)
});