/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_RoadmapInputs */

const en_nav_roadmap = /** @type {(inputs: Nav_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap`)
};

const de_nav_roadmap = /** @type {(inputs: Nav_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap`)
};

const fr_nav_roadmap = /** @type {(inputs: Nav_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feuille de route`)
};

const nl_nav_roadmap = /** @type {(inputs: Nav_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap`)
};

const es_nav_roadmap = /** @type {(inputs: Nav_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoja de ruta`)
};

const en_xa2_nav_roadmap = /** @type {(inputs: Nav_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕöáðɱáþ ]`)
};

/**
* | output |
* | --- |
* | "Roadmap" |
*
* @param {Nav_RoadmapInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_roadmap = /** @type {((inputs?: Nav_RoadmapInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_RoadmapInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_roadmap(inputs)
	if (locale === "fr") return fr_nav_roadmap(inputs)
	if (locale === "nl") return nl_nav_roadmap(inputs)
	if (locale === "es") return es_nav_roadmap(inputs)
	if (locale === "en-XA") return en_xa2_nav_roadmap(inputs)
	return en_nav_roadmap(inputs)
});