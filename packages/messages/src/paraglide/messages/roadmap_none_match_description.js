/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_None_Match_DescriptionInputs */

const en_roadmap_none_match_description = /** @type {(inputs: Roadmap_None_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change or clear the filters to see more.`)
};

const de_roadmap_none_match_description = /** @type {(inputs: Roadmap_None_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ändern oder löschen Sie die Filter, um mehr zu sehen.`)
};

const fr_roadmap_none_match_description = /** @type {(inputs: Roadmap_None_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifiez ou effacez les filtres pour en voir plus.`)
};

const nl_roadmap_none_match_description = /** @type {(inputs: Roadmap_None_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wijzig of wis de filters om meer te zien.`)
};

const es_roadmap_none_match_description = /** @type {(inputs: Roadmap_None_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambie o borre los filtros para ver más.`)
};

const en_xa2_roadmap_none_match_description = /** @type {(inputs: Roadmap_None_Match_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé öŕ çļéáŕ ţĥé ƒíļţéŕš ţö šéé ɱöŕé. one two thr]`)
};

/**
* | output |
* | --- |
* | "Change or clear the filters to see more." |
*
* @param {Roadmap_None_Match_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_none_match_description = /** @type {((inputs?: Roadmap_None_Match_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_None_Match_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_none_match_description(inputs)
	if (locale === "fr") return fr_roadmap_none_match_description(inputs)
	if (locale === "nl") return nl_roadmap_none_match_description(inputs)
	if (locale === "es") return es_roadmap_none_match_description(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_none_match_description(inputs)
	return en_roadmap_none_match_description(inputs)
});