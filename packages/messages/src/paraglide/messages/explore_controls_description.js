/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Controls_DescriptionInputs */

const en_explore_controls_description = /** @type {(inputs: Explore_Controls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search every control of the library by text or framework reference.`)
};

const de_explore_controls_description = /** @type {(inputs: Explore_Controls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durchsuchen Sie alle Kontrollen der Bibliothek nach Text oder Framework-Referenz.`)
};

const fr_explore_controls_description = /** @type {(inputs: Explore_Controls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherchez tous les contrôles de la bibliothèque par texte ou référence de cadre.`)
};

const nl_explore_controls_description = /** @type {(inputs: Explore_Controls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doorzoek alle controls van de bibliotheek op tekst of frameworkverwijzing.`)
};

const es_explore_controls_description = /** @type {(inputs: Explore_Controls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busque cualquier control de la biblioteca por texto o referencia de marco.`)
};

const en_xa2_explore_controls_description = /** @type {(inputs: Explore_Controls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ éṽéŕý çöñţŕöļ öƒ ţĥé ļíƀŕáŕý ƀý ţéẋţ öŕ ƒŕáɱéŵöŕķ ŕéƒéŕéñçé. one two three four f]`)
};

/**
* | output |
* | --- |
* | "Search every control of the library by text or framework reference." |
*
* @param {Explore_Controls_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_controls_description = /** @type {((inputs?: Explore_Controls_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Controls_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_controls_description(inputs)
	if (locale === "fr") return fr_explore_controls_description(inputs)
	if (locale === "nl") return nl_explore_controls_description(inputs)
	if (locale === "es") return es_explore_controls_description(inputs)
	if (locale === "en-XA") return en_xa2_explore_controls_description(inputs)
	return en_explore_controls_description(inputs)
});