/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shortcut_Previous_DomainInputs */

const en_shortcut_previous_domain = /** @type {(inputs: Shortcut_Previous_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous domain`)
};

const de_shortcut_previous_domain = /** @type {(inputs: Shortcut_Previous_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorheriger Bereich`)
};

const fr_shortcut_previous_domain = /** @type {(inputs: Shortcut_Previous_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domaine précédent`)
};

const nl_shortcut_previous_domain = /** @type {(inputs: Shortcut_Previous_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorig domein`)
};

const es_shortcut_previous_domain = /** @type {(inputs: Shortcut_Previous_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dominio anterior`)
};

const en_xa2_shortcut_previous_domain = /** @type {(inputs: Shortcut_Previous_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕéṽíöüš ðöɱáíñ on]`)
};

/**
* | output |
* | --- |
* | "Previous domain" |
*
* @param {Shortcut_Previous_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcut_previous_domain = /** @type {((inputs?: Shortcut_Previous_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_Previous_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shortcut_previous_domain(inputs)
	if (locale === "fr") return fr_shortcut_previous_domain(inputs)
	if (locale === "nl") return nl_shortcut_previous_domain(inputs)
	if (locale === "es") return es_shortcut_previous_domain(inputs)
	if (locale === "en-XA") return en_xa2_shortcut_previous_domain(inputs)
	return en_shortcut_previous_domain(inputs)
});