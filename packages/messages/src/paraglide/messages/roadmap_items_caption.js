/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Items_CaptionInputs */

const en_roadmap_items_caption = /** @type {(inputs: Roadmap_Items_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap items`)
};

const de_roadmap_items_caption = /** @type {(inputs: Roadmap_Items_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maßnahmen der Roadmap`)
};

const fr_roadmap_items_caption = /** @type {(inputs: Roadmap_Items_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions de la feuille de route`)
};

const nl_roadmap_items_caption = /** @type {(inputs: Roadmap_Items_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acties van de roadmap`)
};

const es_roadmap_items_caption = /** @type {(inputs: Roadmap_Items_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones de la hoja de ruta`)
};

const en_xa2_roadmap_items_caption = /** @type {(inputs: Roadmap_Items_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕöáðɱáþ íţéɱš on]`)
};

/**
* | output |
* | --- |
* | "Roadmap items" |
*
* @param {Roadmap_Items_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_items_caption = /** @type {((inputs?: Roadmap_Items_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Items_CaptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_items_caption(inputs)
	if (locale === "fr") return fr_roadmap_items_caption(inputs)
	if (locale === "nl") return nl_roadmap_items_caption(inputs)
	if (locale === "es") return es_roadmap_items_caption(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_items_caption(inputs)
	return en_roadmap_items_caption(inputs)
});