/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_ToInputs */

const en_audit_to = /** @type {(inputs: Audit_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const de_audit_to = /** @type {(inputs: Audit_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bis`)
};

const fr_audit_to = /** @type {(inputs: Audit_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au`)
};

const nl_audit_to = /** @type {(inputs: Audit_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tot`)
};

const es_audit_to = /** @type {(inputs: Audit_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta`)
};

const en_xa2_audit_to = /** @type {(inputs: Audit_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţö ]`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Audit_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_to = /** @type {((inputs?: Audit_ToInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_ToInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_to(inputs)
	if (locale === "fr") return fr_audit_to(inputs)
	if (locale === "nl") return nl_audit_to(inputs)
	if (locale === "es") return es_audit_to(inputs)
	if (locale === "en-XA") return en_xa2_audit_to(inputs)
	return en_audit_to(inputs)
});