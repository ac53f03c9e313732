/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Show_Every_DomainInputs */

const en_results_show_every_domain = /** @type {(inputs: Results_Show_Every_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show every domain`)
};

const de_results_show_every_domain = /** @type {(inputs: Results_Show_Every_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Bereiche zeigen`)
};

const fr_results_show_every_domain = /** @type {(inputs: Results_Show_Every_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher tous les domaines`)
};

const nl_results_show_every_domain = /** @type {(inputs: Results_Show_Every_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle domeinen tonen`)
};

const es_results_show_every_domain = /** @type {(inputs: Results_Show_Every_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar todos los dominios`)
};

const en_xa2_results_show_every_domain = /** @type {(inputs: Results_Show_Every_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥöŵ éṽéŕý ðöɱáíñ one]`)
};

/**
* | output |
* | --- |
* | "Show every domain" |
*
* @param {Results_Show_Every_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_show_every_domain = /** @type {((inputs?: Results_Show_Every_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Show_Every_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_show_every_domain(inputs)
	if (locale === "fr") return fr_results_show_every_domain(inputs)
	if (locale === "nl") return nl_results_show_every_domain(inputs)
	if (locale === "es") return es_results_show_every_domain(inputs)
	if (locale === "en-XA") return en_xa2_results_show_every_domain(inputs)
	return en_results_show_every_domain(inputs)
});