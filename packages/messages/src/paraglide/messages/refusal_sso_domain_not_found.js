/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Sso_Domain_Not_FoundInputs */

const en_refusal_sso_domain_not_found = /** @type {(inputs: Refusal_Sso_Domain_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This domain is not claimed by your organisation.`)
};

const de_refusal_sso_domain_not_found = /** @type {(inputs: Refusal_Sso_Domain_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Domain ist nicht von Ihrer Organisation beansprucht.`)
};

const fr_refusal_sso_domain_not_found = /** @type {(inputs: Refusal_Sso_Domain_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce domaine n’est pas revendiqué par votre organisation.`)
};

const nl_refusal_sso_domain_not_found = /** @type {(inputs: Refusal_Sso_Domain_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit domein is niet door uw organisatie geclaimd.`)
};

const es_refusal_sso_domain_not_found = /** @type {(inputs: Refusal_Sso_Domain_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este dominio no está reclamado por su organización.`)
};

const en_xa2_refusal_sso_domain_not_found = /** @type {(inputs: Refusal_Sso_Domain_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ðöɱáíñ íš ñöţ çļáíɱéð ƀý ýöüŕ öŕĝáñíšáţíöñ. one two three ]`)
};

/**
* | output |
* | --- |
* | "This domain is not claimed by your organisation." |
*
* @param {Refusal_Sso_Domain_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_sso_domain_not_found = /** @type {((inputs?: Refusal_Sso_Domain_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Sso_Domain_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_sso_domain_not_found(inputs)
	if (locale === "fr") return fr_refusal_sso_domain_not_found(inputs)
	if (locale === "nl") return nl_refusal_sso_domain_not_found(inputs)
	if (locale === "es") return es_refusal_sso_domain_not_found(inputs)
	if (locale === "en-XA") return en_xa2_refusal_sso_domain_not_found(inputs)
	return en_refusal_sso_domain_not_found(inputs)
});