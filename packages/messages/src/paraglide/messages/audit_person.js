/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_PersonInputs */

const en_audit_person = /** @type {(inputs: Audit_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Person`)
};

const de_audit_person = /** @type {(inputs: Audit_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Person`)
};

const fr_audit_person = /** @type {(inputs: Audit_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne`)
};

const nl_audit_person = /** @type {(inputs: Audit_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persoon`)
};

const es_audit_person = /** @type {(inputs: Audit_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persona`)
};

const en_xa2_audit_person = /** @type {(inputs: Audit_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕšöñ ]`)
};

/**
* | output |
* | --- |
* | "Person" |
*
* @param {Audit_PersonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_person = /** @type {((inputs?: Audit_PersonInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_PersonInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_person(inputs)
	if (locale === "fr") return fr_audit_person(inputs)
	if (locale === "nl") return nl_audit_person(inputs)
	if (locale === "es") return es_audit_person(inputs)
	if (locale === "en-XA") return en_xa2_audit_person(inputs)
	return en_audit_person(inputs)
});