/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Domains_DescriptionInputs */

const en_sso_domains_description = /** @type {(inputs: Sso_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People whose address is in a verified domain are sent to your identity provider.`)
};

const de_sso_domains_description = /** @type {(inputs: Sso_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personen mit einer Adresse in einer bestätigten Domain werden an Ihren Identitätsanbieter weitergeleitet.`)
};

const fr_sso_domains_description = /** @type {(inputs: Sso_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les personnes dont l’adresse est dans un domaine vérifié sont envoyées vers votre fournisseur d’identité.`)
};

const nl_sso_domains_description = /** @type {(inputs: Sso_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensen met een adres in een geverifieerd domein worden naar uw identiteitsprovider gestuurd.`)
};

const es_sso_domains_description = /** @type {(inputs: Sso_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las personas cuya dirección pertenece a un dominio verificado son enviadas a su proveedor de identidad.`)
};

const en_xa2_sso_domains_description = /** @type {(inputs: Sso_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéöþļé ŵĥöšé áððŕéšš íš íñ á ṽéŕíƒíéð ðöɱáíñ áŕé šéñţ ţö ýöüŕ íðéñţíţý þŕöṽíðéŕ. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "People whose address is in a verified domain are sent to your identity provider." |
*
* @param {Sso_Domains_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_domains_description = /** @type {((inputs?: Sso_Domains_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Domains_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_domains_description(inputs)
	if (locale === "fr") return fr_sso_domains_description(inputs)
	if (locale === "nl") return nl_sso_domains_description(inputs)
	if (locale === "es") return es_sso_domains_description(inputs)
	if (locale === "en-XA") return en_xa2_sso_domains_description(inputs)
	return en_sso_domains_description(inputs)
});