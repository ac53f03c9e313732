/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_WhoInputs */

const en_audit_who = /** @type {(inputs: Audit_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who`)
};

const de_audit_who = /** @type {(inputs: Audit_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer`)
};

const fr_audit_who = /** @type {(inputs: Audit_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui`)
};

const nl_audit_who = /** @type {(inputs: Audit_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie`)
};

const es_audit_who = /** @type {(inputs: Audit_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién`)
};

const en_xa2_audit_who = /** @type {(inputs: Audit_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥö ]`)
};

/**
* | output |
* | --- |
* | "Who" |
*
* @param {Audit_WhoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_who = /** @type {((inputs?: Audit_WhoInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_WhoInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_who(inputs)
	if (locale === "fr") return fr_audit_who(inputs)
	if (locale === "nl") return nl_audit_who(inputs)
	if (locale === "es") return es_audit_who(inputs)
	if (locale === "en-XA") return en_xa2_audit_who(inputs)
	return en_audit_who(inputs)
});