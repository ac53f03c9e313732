/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_No_MatchInputs */

const en_audit_no_match = /** @type {(inputs: Audit_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No entries match`)
};

const de_audit_no_match = /** @type {(inputs: Audit_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine passenden Einträge`)
};

const fr_audit_no_match = /** @type {(inputs: Audit_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune entrée ne correspond`)
};

const nl_audit_no_match = /** @type {(inputs: Audit_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen overeenkomende items`)
};

const es_audit_no_match = /** @type {(inputs: Audit_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna entrada coincide`)
};

const en_xa2_audit_no_match = /** @type {(inputs: Audit_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö éñţŕíéš ɱáţçĥ one]`)
};

/**
* | output |
* | --- |
* | "No entries match" |
*
* @param {Audit_No_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_no_match = /** @type {((inputs?: Audit_No_MatchInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_No_MatchInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_no_match(inputs)
	if (locale === "fr") return fr_audit_no_match(inputs)
	if (locale === "nl") return nl_audit_no_match(inputs)
	if (locale === "es") return es_audit_no_match(inputs)
	if (locale === "en-XA") return en_xa2_audit_no_match(inputs)
	return en_audit_no_match(inputs)
});