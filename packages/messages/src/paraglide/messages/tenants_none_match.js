/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_None_MatchInputs */

const en_tenants_none_match = /** @type {(inputs: Tenants_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tenants match`)
};

const de_tenants_none_match = /** @type {(inputs: Tenants_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine passenden Mandanten`)
};

const fr_tenants_none_match = /** @type {(inputs: Tenants_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune entité ne correspond`)
};

const nl_tenants_none_match = /** @type {(inputs: Tenants_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen tenants gevonden`)
};

const es_tenants_none_match = /** @type {(inputs: Tenants_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún inquilino coincide`)
};

const en_xa2_tenants_none_match = /** @type {(inputs: Tenants_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ţéñáñţš ɱáţçĥ one]`)
};

/**
* | output |
* | --- |
* | "No tenants match" |
*
* @param {Tenants_None_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_none_match = /** @type {((inputs?: Tenants_None_MatchInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_None_MatchInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_none_match(inputs)
	if (locale === "fr") return fr_tenants_none_match(inputs)
	if (locale === "nl") return nl_tenants_none_match(inputs)
	if (locale === "es") return es_tenants_none_match(inputs)
	if (locale === "en-XA") return en_xa2_tenants_none_match(inputs)
	return en_tenants_none_match(inputs)
});