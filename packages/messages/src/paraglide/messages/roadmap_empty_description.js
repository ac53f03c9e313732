/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Empty_DescriptionInputs */

const en_roadmap_empty_description = /** @type {(inputs: Roadmap_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completing an assessment turns its gaps into roadmap items, prioritised into Now, Next and Later.`)
};

const de_roadmap_empty_description = /** @type {(inputs: Roadmap_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn eine Bewertung abgeschlossen wird, werden ihre Lücken zu Maßnahmen, priorisiert nach Jetzt, Als Nächstes und Später.`)
};

const fr_roadmap_empty_description = /** @type {(inputs: Roadmap_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminer une évaluation transforme ses écarts en actions, classées en Maintenant, Ensuite et Plus tard.`)
};

const nl_roadmap_empty_description = /** @type {(inputs: Roadmap_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een beoordeling afronden maakt van haar tekortkomingen acties, geprioriteerd in Nu, Hierna en Later.`)
};

const es_roadmap_empty_description = /** @type {(inputs: Roadmap_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completar una evaluación convierte sus brechas en acciones, priorizadas en Ahora, Después y Más adelante.`)
};

const en_xa2_roadmap_empty_description = /** @type {(inputs: Roadmap_Empty_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱþļéţíñĝ áñ áššéššɱéñţ ţüŕñš íţš ĝáþš íñţö ŕöáðɱáþ íţéɱš, þŕíöŕíţíšéð íñţö Ñöŵ, Ñéẋţ áñð Ļáţéŕ. one two three four five six sev]`)
};

/**
* | output |
* | --- |
* | "Completing an assessment turns its gaps into roadmap items, prioritised into Now, Next and Later." |
*
* @param {Roadmap_Empty_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_empty_description = /** @type {((inputs?: Roadmap_Empty_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Empty_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_empty_description(inputs)
	if (locale === "fr") return fr_roadmap_empty_description(inputs)
	if (locale === "nl") return nl_roadmap_empty_description(inputs)
	if (locale === "es") return es_roadmap_empty_description(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_empty_description(inputs)
	return en_roadmap_empty_description(inputs)
});