/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_No_Published_DescriptionInputs */

const en_explore_no_published_description = /** @type {(inputs: Explore_No_Published_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Published baselines appear here, ready to assess tenants against.`)
};

const de_explore_no_published_description = /** @type {(inputs: Explore_No_Published_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlichte Baselines erscheinen hier, bereit für Bewertungen von Mandanten.`)
};

const fr_explore_no_published_description = /** @type {(inputs: Explore_No_Published_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les référentiels publiés apparaissent ici, prêts pour évaluer des entités.`)
};

const nl_explore_no_published_description = /** @type {(inputs: Explore_No_Published_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gepubliceerde baselines verschijnen hier, klaar om tenants mee te beoordelen.`)
};

const es_explore_no_published_description = /** @type {(inputs: Explore_No_Published_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las líneas base publicadas aparecen aquí, listas para evaluar inquilinos.`)
};

const en_xa2_explore_no_published_description = /** @type {(inputs: Explore_No_Published_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þüƀļíšĥéð ƀášéļíñéš áþþéáŕ ĥéŕé, ŕéáðý ţö áššéšš ţéñáñţš áĝáíñšţ. one two three four f]`)
};

/**
* | output |
* | --- |
* | "Published baselines appear here, ready to assess tenants against." |
*
* @param {Explore_No_Published_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_no_published_description = /** @type {((inputs?: Explore_No_Published_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_No_Published_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_no_published_description(inputs)
	if (locale === "fr") return fr_explore_no_published_description(inputs)
	if (locale === "nl") return nl_explore_no_published_description(inputs)
	if (locale === "es") return es_explore_no_published_description(inputs)
	if (locale === "en-XA") return en_xa2_explore_no_published_description(inputs)
	return en_explore_no_published_description(inputs)
});