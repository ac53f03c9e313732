/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_No_Match_DescriptionInputs */

const en_audit_no_match_description = /** @type {(inputs: Audit_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try another person, action or date range.`)
};

const de_audit_no_match_description = /** @type {(inputs: Audit_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versuchen Sie eine andere Person, Aktion oder einen anderen Zeitraum.`)
};

const fr_audit_no_match_description = /** @type {(inputs: Audit_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez une autre personne, action ou période.`)
};

const nl_audit_no_match_description = /** @type {(inputs: Audit_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Probeer een andere persoon, actie of periode.`)
};

const es_audit_no_match_description = /** @type {(inputs: Audit_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pruebe otra persona, acción o intervalo de fechas.`)
};

const en_xa2_audit_no_match_description = /** @type {(inputs: Audit_No_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý áñöţĥéŕ þéŕšöñ, áçţíöñ öŕ ðáţé ŕáñĝé. one two thr]`)
};

/**
* | output |
* | --- |
* | "Try another person, action or date range." |
*
* @param {Audit_No_Match_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_no_match_description = /** @type {((inputs?: Audit_No_Match_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_No_Match_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_no_match_description(inputs)
	if (locale === "fr") return fr_audit_no_match_description(inputs)
	if (locale === "nl") return nl_audit_no_match_description(inputs)
	if (locale === "es") return es_audit_no_match_description(inputs)
	if (locale === "en-XA") return en_xa2_audit_no_match_description(inputs)
	return en_audit_no_match_description(inputs)
});