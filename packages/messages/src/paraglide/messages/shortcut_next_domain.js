/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shortcut_Next_DomainInputs */

const en_shortcut_next_domain = /** @type {(inputs: Shortcut_Next_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next domain`)
};

const de_shortcut_next_domain = /** @type {(inputs: Shortcut_Next_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächster Bereich`)
};

const fr_shortcut_next_domain = /** @type {(inputs: Shortcut_Next_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domaine suivant`)
};

const nl_shortcut_next_domain = /** @type {(inputs: Shortcut_Next_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volgend domein`)
};

const es_shortcut_next_domain = /** @type {(inputs: Shortcut_Next_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dominio siguiente`)
};

const en_xa2_shortcut_next_domain = /** @type {(inputs: Shortcut_Next_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéẋţ ðöɱáíñ o]`)
};

/**
* | output |
* | --- |
* | "Next domain" |
*
* @param {Shortcut_Next_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcut_next_domain = /** @type {((inputs?: Shortcut_Next_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_Next_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shortcut_next_domain(inputs)
	if (locale === "fr") return fr_shortcut_next_domain(inputs)
	if (locale === "nl") return nl_shortcut_next_domain(inputs)
	if (locale === "es") return es_shortcut_next_domain(inputs)
	if (locale === "en-XA") return en_xa2_shortcut_next_domain(inputs)
	return en_shortcut_next_domain(inputs)
});