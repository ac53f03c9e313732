/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Baselines_DescriptionInputs */

const en_explore_baselines_description = /** @type {(inputs: Explore_Baselines_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The baselines you can assess tenants against: the global library and your organisation’s own.`)
};

const de_explore_baselines_description = /** @type {(inputs: Explore_Baselines_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Baselines, anhand derer Sie Mandanten bewerten können: die globale Bibliothek und die Ihrer Organisation.`)
};

const fr_explore_baselines_description = /** @type {(inputs: Explore_Baselines_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les référentiels avec lesquels vous pouvez évaluer des entités : la bibliothèque globale et ceux de votre organisation.`)
};

const nl_explore_baselines_description = /** @type {(inputs: Explore_Baselines_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De baselines waarop u tenants kunt beoordelen: de globale bibliotheek en die van uw organisatie.`)
};

const es_explore_baselines_description = /** @type {(inputs: Explore_Baselines_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las líneas base con las que puede evaluar inquilinos: la biblioteca global y las de su organización.`)
};

const en_xa2_explore_baselines_description = /** @type {(inputs: Explore_Baselines_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƀášéļíñéš ýöü çáñ áššéšš ţéñáñţš áĝáíñšţ: ţĥé ĝļöƀáļ ļíƀŕáŕý áñð ýöüŕ öŕĝáñíšáţíöñ’š öŵñ. one two three four five six se]`)
};

/**
* | output |
* | --- |
* | "The baselines you can assess tenants against: the global library and your organisation’s own." |
*
* @param {Explore_Baselines_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_baselines_description = /** @type {((inputs?: Explore_Baselines_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Baselines_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_baselines_description(inputs)
	if (locale === "fr") return fr_explore_baselines_description(inputs)
	if (locale === "nl") return nl_explore_baselines_description(inputs)
	if (locale === "es") return es_explore_baselines_description(inputs)
	if (locale === "en-XA") return en_xa2_explore_baselines_description(inputs)
	return en_explore_baselines_description(inputs)
});