/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Claim_FormInputs */

const en_sso_claim_form = /** @type {(inputs: Sso_Claim_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim a domain`)
};

const de_sso_claim_form = /** @type {(inputs: Sso_Claim_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Domain beanspruchen`)
};

const fr_sso_claim_form = /** @type {(inputs: Sso_Claim_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revendiquer un domaine`)
};

const nl_sso_claim_form = /** @type {(inputs: Sso_Claim_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een domein claimen`)
};

const es_sso_claim_form = /** @type {(inputs: Sso_Claim_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reclamar un dominio`)
};

const en_xa2_sso_claim_form = /** @type {(inputs: Sso_Claim_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļáíɱ á ðöɱáíñ on]`)
};

/**
* | output |
* | --- |
* | "Claim a domain" |
*
* @param {Sso_Claim_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_claim_form = /** @type {((inputs?: Sso_Claim_FormInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Claim_FormInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_claim_form(inputs)
	if (locale === "fr") return fr_sso_claim_form(inputs)
	if (locale === "nl") return nl_sso_claim_form(inputs)
	if (locale === "es") return es_sso_claim_form(inputs)
	if (locale === "en-XA") return en_xa2_sso_claim_form(inputs)
	return en_sso_claim_form(inputs)
});