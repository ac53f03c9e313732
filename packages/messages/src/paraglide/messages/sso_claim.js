/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_ClaimInputs */

const en_sso_claim = /** @type {(inputs: Sso_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim domain`)
};

const de_sso_claim = /** @type {(inputs: Sso_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domain beanspruchen`)
};

const fr_sso_claim = /** @type {(inputs: Sso_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revendiquer le domaine`)
};

const nl_sso_claim = /** @type {(inputs: Sso_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domein claimen`)
};

const es_sso_claim = /** @type {(inputs: Sso_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reclamar dominio`)
};

const en_xa2_sso_claim = /** @type {(inputs: Sso_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļáíɱ ðöɱáíñ o]`)
};

/**
* | output |
* | --- |
* | "Claim domain" |
*
* @param {Sso_ClaimInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_claim = /** @type {((inputs?: Sso_ClaimInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_ClaimInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_claim(inputs)
	if (locale === "fr") return fr_sso_claim(inputs)
	if (locale === "nl") return nl_sso_claim(inputs)
	if (locale === "es") return es_sso_claim(inputs)
	if (locale === "en-XA") return en_xa2_sso_claim(inputs)
	return en_sso_claim(inputs)
});