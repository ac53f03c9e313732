/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Not_DoneInputs */

const en_roadmap_not_done = /** @type {(inputs: Roadmap_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not done`)
};

const de_roadmap_not_done = /** @type {(inputs: Roadmap_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht erledigt`)
};

const fr_roadmap_not_done = /** @type {(inputs: Roadmap_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non terminées`)
};

const nl_roadmap_not_done = /** @type {(inputs: Roadmap_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet klaar`)
};

const es_roadmap_not_done = /** @type {(inputs: Roadmap_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin terminar`)
};

const en_xa2_roadmap_not_done = /** @type {(inputs: Roadmap_Not_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ ðöñé ]`)
};

/**
* | output |
* | --- |
* | "Not done" |
*
* @param {Roadmap_Not_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_not_done = /** @type {((inputs?: Roadmap_Not_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Not_DoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_not_done(inputs)
	if (locale === "fr") return fr_roadmap_not_done(inputs)
	if (locale === "nl") return nl_roadmap_not_done(inputs)
	if (locale === "es") return es_roadmap_not_done(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_not_done(inputs)
	return en_roadmap_not_done(inputs)
});