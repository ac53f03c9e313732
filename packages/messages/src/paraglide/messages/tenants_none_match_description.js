/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_None_Match_DescriptionInputs */

const en_tenants_none_match_description = /** @type {(inputs: Tenants_None_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try another search or clear the filters.`)
};

const de_tenants_none_match_description = /** @type {(inputs: Tenants_None_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versuchen Sie eine andere Suche oder setzen Sie die Filter zurück.`)
};

const fr_tenants_none_match_description = /** @type {(inputs: Tenants_None_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez une autre recherche ou effacez les filtres.`)
};

const nl_tenants_none_match_description = /** @type {(inputs: Tenants_None_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Probeer een andere zoekopdracht of wis de filters.`)
};

const es_tenants_none_match_description = /** @type {(inputs: Tenants_None_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pruebe otra búsqueda o borre los filtros.`)
};

const en_xa2_tenants_none_match_description = /** @type {(inputs: Tenants_None_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý áñöţĥéŕ šéáŕçĥ öŕ çļéáŕ ţĥé ƒíļţéŕš. one two thr]`)
};

/**
* | output |
* | --- |
* | "Try another search or clear the filters." |
*
* @param {Tenants_None_Match_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_none_match_description = /** @type {((inputs?: Tenants_None_Match_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_None_Match_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_none_match_description(inputs)
	if (locale === "fr") return fr_tenants_none_match_description(inputs)
	if (locale === "nl") return nl_tenants_none_match_description(inputs)
	if (locale === "es") return es_tenants_none_match_description(inputs)
	if (locale === "en-XA") return en_xa2_tenants_none_match_description(inputs)
	return en_tenants_none_match_description(inputs)
});