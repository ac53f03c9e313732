/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_Nothing_DescriptionInputs */

const en_tcompare_nothing_description = /** @type {(inputs: Tcompare_Nothing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants appear here side by side once their assessments are completed.`)
};

const de_tcompare_nothing_description = /** @type {(inputs: Tcompare_Nothing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandanten erscheinen hier nebeneinander, sobald ihre Bewertungen abgeschlossen sind.`)
};

const fr_tcompare_nothing_description = /** @type {(inputs: Tcompare_Nothing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les entités apparaissent ici côte à côte une fois leurs évaluations terminées.`)
};

const nl_tcompare_nothing_description = /** @type {(inputs: Tcompare_Nothing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants verschijnen hier naast elkaar zodra hun beoordelingen zijn afgerond.`)
};

const es_tcompare_nothing_description = /** @type {(inputs: Tcompare_Nothing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los inquilinos aparecen aquí lado a lado cuando sus evaluaciones se completan.`)
};

const en_xa2_tcompare_nothing_description = /** @type {(inputs: Tcompare_Nothing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţš áþþéáŕ ĥéŕé šíðé ƀý šíðé öñçé ţĥéíŕ áššéššɱéñţš áŕé çöɱþļéţéð. one two three four fiv]`)
};

/**
* | output |
* | --- |
* | "Tenants appear here side by side once their assessments are completed." |
*
* @param {Tcompare_Nothing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_nothing_description = /** @type {((inputs?: Tcompare_Nothing_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_Nothing_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_nothing_description(inputs)
	if (locale === "fr") return fr_tcompare_nothing_description(inputs)
	if (locale === "nl") return nl_tcompare_nothing_description(inputs)
	if (locale === "es") return es_tcompare_nothing_description(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_nothing_description(inputs)
	return en_tcompare_nothing_description(inputs)
});