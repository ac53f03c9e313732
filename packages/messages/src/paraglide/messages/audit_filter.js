/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_FilterInputs */

const en_audit_filter = /** @type {(inputs: Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter the audit log`)
};

const de_audit_filter = /** @type {(inputs: Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfprotokoll filtern`)
};

const fr_audit_filter = /** @type {(inputs: Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer le journal d’audit`)
};

const nl_audit_filter = /** @type {(inputs: Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auditlogboek filteren`)
};

const es_audit_filter = /** @type {(inputs: Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar el registro de auditoría`)
};

const en_xa2_audit_filter = /** @type {(inputs: Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļţéŕ ţĥé áüðíţ ļöĝ one ]`)
};

/**
* | output |
* | --- |
* | "Filter the audit log" |
*
* @param {Audit_FilterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_filter = /** @type {((inputs?: Audit_FilterInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_FilterInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_filter(inputs)
	if (locale === "fr") return fr_audit_filter(inputs)
	if (locale === "nl") return nl_audit_filter(inputs)
	if (locale === "es") return es_audit_filter(inputs)
	if (locale === "en-XA") return en_xa2_audit_filter(inputs)
	return en_audit_filter(inputs)
});