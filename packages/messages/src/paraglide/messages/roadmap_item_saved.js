/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Item_SavedInputs */

const en_roadmap_item_saved = /** @type {(inputs: Roadmap_Item_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item saved`)
};

const de_roadmap_item_saved = /** @type {(inputs: Roadmap_Item_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maßnahme gespeichert`)
};

const fr_roadmap_item_saved = /** @type {(inputs: Roadmap_Item_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Action enregistrée`)
};

const nl_roadmap_item_saved = /** @type {(inputs: Roadmap_Item_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actie opgeslagen`)
};

const es_roadmap_item_saved = /** @type {(inputs: Roadmap_Item_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acción guardada`)
};

const en_xa2_roadmap_item_saved = /** @type {(inputs: Roadmap_Item_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îţéɱ šáṽéð o]`)
};

/**
* | output |
* | --- |
* | "Item saved" |
*
* @param {Roadmap_Item_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_item_saved = /** @type {((inputs?: Roadmap_Item_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Item_SavedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_item_saved(inputs)
	if (locale === "fr") return fr_roadmap_item_saved(inputs)
	if (locale === "nl") return nl_roadmap_item_saved(inputs)
	if (locale === "es") return es_roadmap_item_saved(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_item_saved(inputs)
	return en_roadmap_item_saved(inputs)
});