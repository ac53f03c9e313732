/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_None_DescriptionInputs */

const en_tcompare_none_description = /** @type {(inputs: Tcompare_None_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another baseline, or complete an assessment of this one.`)
};

const de_tcompare_none_description = /** @type {(inputs: Tcompare_None_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie eine andere Baseline oder schließen Sie eine Bewertung dieser ab.`)
};

const fr_tcompare_none_description = /** @type {(inputs: Tcompare_None_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un autre référentiel, ou terminez une évaluation de celui-ci.`)
};

const nl_tcompare_none_description = /** @type {(inputs: Tcompare_None_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies een andere baseline, of rond een beoordeling van deze af.`)
};

const es_tcompare_none_description = /** @type {(inputs: Tcompare_None_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija otra línea base o complete una evaluación de esta.`)
};

const en_xa2_tcompare_none_description = /** @type {(inputs: Tcompare_None_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥööšé áñöţĥéŕ ƀášéļíñé, öŕ çöɱþļéţé áñ áššéššɱéñţ öƒ ţĥíš öñé. one two three four ]`)
};

/**
* | output |
* | --- |
* | "Choose another baseline, or complete an assessment of this one." |
*
* @param {Tcompare_None_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_none_description = /** @type {((inputs?: Tcompare_None_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_None_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_none_description(inputs)
	if (locale === "fr") return fr_tcompare_none_description(inputs)
	if (locale === "nl") return nl_tcompare_none_description(inputs)
	if (locale === "es") return es_tcompare_none_description(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_none_description(inputs)
	return en_tcompare_none_description(inputs)
});