/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Open_RoadmapInputs */

const en_dashboard_open_roadmap = /** @type {(inputs: Dashboard_Open_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the roadmap`)
};

const de_dashboard_open_roadmap = /** @type {(inputs: Dashboard_Open_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap öffnen`)
};

const fr_dashboard_open_roadmap = /** @type {(inputs: Dashboard_Open_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir la feuille de route`)
};

const nl_dashboard_open_roadmap = /** @type {(inputs: Dashboard_Open_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap openen`)
};

const es_dashboard_open_roadmap = /** @type {(inputs: Dashboard_Open_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir la hoja de ruta`)
};

const en_xa2_dashboard_open_roadmap = /** @type {(inputs: Dashboard_Open_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþéñ ţĥé ŕöáðɱáþ one]`)
};

/**
* | output |
* | --- |
* | "Open the roadmap" |
*
* @param {Dashboard_Open_RoadmapInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_open_roadmap = /** @type {((inputs?: Dashboard_Open_RoadmapInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Open_RoadmapInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_open_roadmap(inputs)
	if (locale === "fr") return fr_dashboard_open_roadmap(inputs)
	if (locale === "nl") return nl_dashboard_open_roadmap(inputs)
	if (locale === "es") return es_dashboard_open_roadmap(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_open_roadmap(inputs)
	return en_dashboard_open_roadmap(inputs)
});