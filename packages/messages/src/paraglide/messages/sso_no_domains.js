/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_No_DomainsInputs */

const en_sso_no_domains = /** @type {(inputs: Sso_No_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No domain claimed yet.`)
};

const de_sso_no_domains = /** @type {(inputs: Sso_No_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Domain beansprucht.`)
};

const fr_sso_no_domains = /** @type {(inputs: Sso_No_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun domaine revendiqué pour l’instant.`)
};

const nl_sso_no_domains = /** @type {(inputs: Sso_No_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog geen domein geclaimd.`)
};

const es_sso_no_domains = /** @type {(inputs: Sso_No_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no se ha reclamado ningún dominio.`)
};

const en_xa2_sso_no_domains = /** @type {(inputs: Sso_No_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ðöɱáíñ çļáíɱéð ýéţ. one t]`)
};

/**
* | output |
* | --- |
* | "No domain claimed yet." |
*
* @param {Sso_No_DomainsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_no_domains = /** @type {((inputs?: Sso_No_DomainsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_No_DomainsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_no_domains(inputs)
	if (locale === "fr") return fr_sso_no_domains(inputs)
	if (locale === "nl") return nl_sso_no_domains(inputs)
	if (locale === "es") return es_sso_no_domains(inputs)
	if (locale === "en-XA") return en_xa2_sso_no_domains(inputs)
	return en_sso_no_domains(inputs)
});