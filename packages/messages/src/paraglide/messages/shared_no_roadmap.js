/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_No_RoadmapInputs */

const en_shared_no_roadmap = /** @type {(inputs: Shared_No_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No roadmap yet`)
};

const de_shared_no_roadmap = /** @type {(inputs: Shared_No_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Roadmap`)
};

const fr_shared_no_roadmap = /** @type {(inputs: Shared_No_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de feuille de route`)
};

const nl_shared_no_roadmap = /** @type {(inputs: Shared_No_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog geen roadmap`)
};

const es_shared_no_roadmap = /** @type {(inputs: Shared_No_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay hoja de ruta`)
};

const en_xa2_shared_no_roadmap = /** @type {(inputs: Shared_No_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ŕöáðɱáþ ýéţ on]`)
};

/**
* | output |
* | --- |
* | "No roadmap yet" |
*
* @param {Shared_No_RoadmapInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_no_roadmap = /** @type {((inputs?: Shared_No_RoadmapInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_No_RoadmapInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_no_roadmap(inputs)
	if (locale === "fr") return fr_shared_no_roadmap(inputs)
	if (locale === "nl") return nl_shared_no_roadmap(inputs)
	if (locale === "es") return es_shared_no_roadmap(inputs)
	if (locale === "en-XA") return en_xa2_shared_no_roadmap(inputs)
	return en_shared_no_roadmap(inputs)
});