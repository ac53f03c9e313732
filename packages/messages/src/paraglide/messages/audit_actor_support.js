/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Actor_SupportInputs */

const en_audit_actor_support = /** @type {(inputs: Audit_Actor_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assay support`)
};

const de_audit_actor_support = /** @type {(inputs: Audit_Actor_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assay-Support`)
};

const fr_audit_actor_support = /** @type {(inputs: Audit_Actor_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support d’Assay`)
};

const nl_audit_actor_support = /** @type {(inputs: Audit_Actor_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assay-support`)
};

const es_audit_actor_support = /** @type {(inputs: Audit_Actor_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soporte de Assay`)
};

const en_xa2_audit_actor_support = /** @type {(inputs: Audit_Actor_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššáý šüþþöŕţ on]`)
};

/**
* | output |
* | --- |
* | "Assay support" |
*
* @param {Audit_Actor_SupportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_actor_support = /** @type {((inputs?: Audit_Actor_SupportInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Actor_SupportInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_actor_support(inputs)
	if (locale === "fr") return fr_audit_actor_support(inputs)
	if (locale === "nl") return nl_audit_actor_support(inputs)
	if (locale === "es") return es_audit_actor_support(inputs)
	if (locale === "en-XA") return en_xa2_audit_actor_support(inputs)
	return en_audit_actor_support(inputs)
});