/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_No_Support_GrantInputs */

const en_refusal_no_support_grant = /** @type {(inputs: Refusal_No_Support_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support has no access to this organisation.`)
};

const de_refusal_no_support_grant = /** @type {(inputs: Refusal_No_Support_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Support hat keinen Zugriff auf diese Organisation.`)
};

const fr_refusal_no_support_grant = /** @type {(inputs: Refusal_No_Support_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le support n’a pas accès à cette organisation.`)
};

const nl_refusal_no_support_grant = /** @type {(inputs: Refusal_No_Support_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support heeft geen toegang tot deze organisatie.`)
};

const es_refusal_no_support_grant = /** @type {(inputs: Refusal_No_Support_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El soporte no tiene acceso a esta organización.`)
};

const en_xa2_refusal_no_support_grant = /** @type {(inputs: Refusal_No_Support_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ ĥáš ñö áççéšš ţö ţĥíš öŕĝáñíšáţíöñ. one two thre]`)
};

/**
* | output |
* | --- |
* | "Support has no access to this organisation." |
*
* @param {Refusal_No_Support_GrantInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_no_support_grant = /** @type {((inputs?: Refusal_No_Support_GrantInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_No_Support_GrantInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_no_support_grant(inputs)
	if (locale === "fr") return fr_refusal_no_support_grant(inputs)
	if (locale === "nl") return nl_refusal_no_support_grant(inputs)
	if (locale === "es") return es_refusal_no_support_grant(inputs)
	if (locale === "en-XA") return en_xa2_refusal_no_support_grant(inputs)
	return en_refusal_no_support_grant(inputs)
});