/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_TitleInputs */

const en_roadmap_title = /** @type {(inputs: Roadmap_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap`)
};

const de_roadmap_title = /** @type {(inputs: Roadmap_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap`)
};

const fr_roadmap_title = /** @type {(inputs: Roadmap_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feuille de route`)
};

const nl_roadmap_title = /** @type {(inputs: Roadmap_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap`)
};

const es_roadmap_title = /** @type {(inputs: Roadmap_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoja de ruta`)
};

const en_xa2_roadmap_title = /** @type {(inputs: Roadmap_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕöáðɱáþ ]`)
};

/**
* | output |
* | --- |
* | "Roadmap" |
*
* @param {Roadmap_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_title = /** @type {((inputs?: Roadmap_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_title(inputs)
	if (locale === "fr") return fr_roadmap_title(inputs)
	if (locale === "nl") return nl_roadmap_title(inputs)
	if (locale === "es") return es_roadmap_title(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_title(inputs)
	return en_roadmap_title(inputs)
});