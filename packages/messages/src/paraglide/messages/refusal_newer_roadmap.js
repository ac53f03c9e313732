/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Newer_RoadmapInputs */

const en_refusal_newer_roadmap = /** @type {(inputs: Refusal_Newer_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A more recently completed assessment already generated this roadmap.`)
};

const de_refusal_newer_roadmap = /** @type {(inputs: Refusal_Newer_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine später abgeschlossene Bewertung hat diese Roadmap bereits erzeugt.`)
};

const fr_refusal_newer_roadmap = /** @type {(inputs: Refusal_Newer_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une évaluation terminée plus récemment a déjà produit cette feuille de route.`)
};

const nl_refusal_newer_roadmap = /** @type {(inputs: Refusal_Newer_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een later afgeronde beoordeling heeft deze roadmap al gemaakt.`)
};

const es_refusal_newer_roadmap = /** @type {(inputs: Refusal_Newer_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una evaluación completada más recientemente ya generó esta hoja de ruta.`)
};

const en_xa2_refusal_newer_roadmap = /** @type {(inputs: Refusal_Newer_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Å ɱöŕé ŕéçéñţļý çöɱþļéţéð áššéššɱéñţ áļŕéáðý ĝéñéŕáţéð ţĥíš ŕöáðɱáþ. one two three four fi]`)
};

/**
* | output |
* | --- |
* | "A more recently completed assessment already generated this roadmap." |
*
* @param {Refusal_Newer_RoadmapInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_newer_roadmap = /** @type {((inputs?: Refusal_Newer_RoadmapInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Newer_RoadmapInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_newer_roadmap(inputs)
	if (locale === "fr") return fr_refusal_newer_roadmap(inputs)
	if (locale === "nl") return nl_refusal_newer_roadmap(inputs)
	if (locale === "es") return es_refusal_newer_roadmap(inputs)
	if (locale === "en-XA") return en_xa2_refusal_newer_roadmap(inputs)
	return en_refusal_newer_roadmap(inputs)
});