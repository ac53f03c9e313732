/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Sso_Domain_TakenInputs */

const en_refusal_sso_domain_taken = /** @type {(inputs: Refusal_Sso_Domain_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another organisation has verified this domain.`)
};

const de_refusal_sso_domain_taken = /** @type {(inputs: Refusal_Sso_Domain_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine andere Organisation hat diese Domain bereits bestätigt.`)
};

const fr_refusal_sso_domain_taken = /** @type {(inputs: Refusal_Sso_Domain_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une autre organisation a déjà vérifié ce domaine.`)
};

const nl_refusal_sso_domain_taken = /** @type {(inputs: Refusal_Sso_Domain_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een andere organisatie heeft dit domein al geverifieerd.`)
};

const es_refusal_sso_domain_taken = /** @type {(inputs: Refusal_Sso_Domain_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otra organización ya ha verificado este dominio.`)
};

const en_xa2_refusal_sso_domain_taken = /** @type {(inputs: Refusal_Sso_Domain_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñöţĥéŕ öŕĝáñíšáţíöñ ĥáš ṽéŕíƒíéð ţĥíš ðöɱáíñ. one two three]`)
};

/**
* | output |
* | --- |
* | "Another organisation has verified this domain." |
*
* @param {Refusal_Sso_Domain_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_sso_domain_taken = /** @type {((inputs?: Refusal_Sso_Domain_TakenInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Sso_Domain_TakenInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_sso_domain_taken(inputs)
	if (locale === "fr") return fr_refusal_sso_domain_taken(inputs)
	if (locale === "nl") return nl_refusal_sso_domain_taken(inputs)
	if (locale === "es") return es_refusal_sso_domain_taken(inputs)
	if (locale === "en-XA") return en_xa2_refusal_sso_domain_taken(inputs)
	return en_refusal_sso_domain_taken(inputs)
});