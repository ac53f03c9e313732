/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_AnyoneInputs */

const en_audit_anyone = /** @type {(inputs: Audit_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone`)
};

const de_audit_anyone = /** @type {(inputs: Audit_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle`)
};

const fr_audit_anyone = /** @type {(inputs: Audit_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout le monde`)
};

const nl_audit_anyone = /** @type {(inputs: Audit_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iedereen`)
};

const es_audit_anyone = /** @type {(inputs: Audit_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera`)
};

const en_xa2_audit_anyone = /** @type {(inputs: Audit_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñýöñé ]`)
};

/**
* | output |
* | --- |
* | "Anyone" |
*
* @param {Audit_AnyoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_anyone = /** @type {((inputs?: Audit_AnyoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_AnyoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_anyone(inputs)
	if (locale === "fr") return fr_audit_anyone(inputs)
	if (locale === "nl") return nl_audit_anyone(inputs)
	if (locale === "es") return es_audit_anyone(inputs)
	if (locale === "en-XA") return en_xa2_audit_anyone(inputs)
	return en_audit_anyone(inputs)
});