/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_DetailsInputs */

const en_audit_details = /** @type {(inputs: Audit_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const de_audit_details = /** @type {(inputs: Audit_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const fr_audit_details = /** @type {(inputs: Audit_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails`)
};

const nl_audit_details = /** @type {(inputs: Audit_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const es_audit_details = /** @type {(inputs: Audit_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles`)
};

const en_xa2_audit_details = /** @type {(inputs: Audit_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéţáíļš ]`)
};

/**
* | output |
* | --- |
* | "Details" |
*
* @param {Audit_DetailsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_details = /** @type {((inputs?: Audit_DetailsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_DetailsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_details(inputs)
	if (locale === "fr") return fr_audit_details(inputs)
	if (locale === "nl") return nl_audit_details(inputs)
	if (locale === "es") return es_audit_details(inputs)
	if (locale === "en-XA") return en_xa2_audit_details(inputs)
	return en_audit_details(inputs)
});