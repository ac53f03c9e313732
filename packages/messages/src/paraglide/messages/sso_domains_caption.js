/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Domains_CaptionInputs */

const en_sso_domains_caption = /** @type {(inputs: Sso_Domains_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claimed domains`)
};

const de_sso_domains_caption = /** @type {(inputs: Sso_Domains_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beanspruchte Domains`)
};

const fr_sso_domains_caption = /** @type {(inputs: Sso_Domains_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domaines revendiqués`)
};

const nl_sso_domains_caption = /** @type {(inputs: Sso_Domains_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geclaimde domeinen`)
};

const es_sso_domains_caption = /** @type {(inputs: Sso_Domains_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dominios reclamados`)
};

const en_xa2_sso_domains_caption = /** @type {(inputs: Sso_Domains_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļáíɱéð ðöɱáíñš on]`)
};

/**
* | output |
* | --- |
* | "Claimed domains" |
*
* @param {Sso_Domains_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_domains_caption = /** @type {((inputs?: Sso_Domains_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Domains_CaptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_domains_caption(inputs)
	if (locale === "fr") return fr_sso_domains_caption(inputs)
	if (locale === "nl") return nl_sso_domains_caption(inputs)
	if (locale === "es") return es_sso_domains_caption(inputs)
	if (locale === "en-XA") return en_xa2_sso_domains_caption(inputs)
	return en_sso_domains_caption(inputs)
});