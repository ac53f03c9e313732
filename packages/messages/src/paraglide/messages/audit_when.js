/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_WhenInputs */

const en_audit_when = /** @type {(inputs: Audit_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

const de_audit_when = /** @type {(inputs: Audit_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wann`)
};

const fr_audit_when = /** @type {(inputs: Audit_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand`)
};

const nl_audit_when = /** @type {(inputs: Audit_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wanneer`)
};

const es_audit_when = /** @type {(inputs: Audit_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuándo`)
};

const en_xa2_audit_when = /** @type {(inputs: Audit_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥéñ ]`)
};

/**
* | output |
* | --- |
* | "When" |
*
* @param {Audit_WhenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_when = /** @type {((inputs?: Audit_WhenInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_WhenInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_when(inputs)
	if (locale === "fr") return fr_audit_when(inputs)
	if (locale === "nl") return nl_audit_when(inputs)
	if (locale === "es") return es_audit_when(inputs)
	if (locale === "en-XA") return en_xa2_audit_when(inputs)
	return en_audit_when(inputs)
});