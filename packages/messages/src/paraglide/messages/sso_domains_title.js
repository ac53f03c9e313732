/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Domains_TitleInputs */

const en_sso_domains_title = /** @type {(inputs: Sso_Domains_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email domains`)
};

const de_sso_domains_title = /** @type {(inputs: Sso_Domains_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Domains`)
};

const fr_sso_domains_title = /** @type {(inputs: Sso_Domains_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domaines de messagerie`)
};

const nl_sso_domains_title = /** @type {(inputs: Sso_Domains_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-maildomeinen`)
};

const es_sso_domains_title = /** @type {(inputs: Sso_Domains_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dominios de correo`)
};

const en_xa2_sso_domains_title = /** @type {(inputs: Sso_Domains_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ ðöɱáíñš on]`)
};

/**
* | output |
* | --- |
* | "Email domains" |
*
* @param {Sso_Domains_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_domains_title = /** @type {((inputs?: Sso_Domains_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Domains_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_domains_title(inputs)
	if (locale === "fr") return fr_sso_domains_title(inputs)
	if (locale === "nl") return nl_sso_domains_title(inputs)
	if (locale === "es") return es_sso_domains_title(inputs)
	if (locale === "en-XA") return en_xa2_sso_domains_title(inputs)
	return en_sso_domains_title(inputs)
});