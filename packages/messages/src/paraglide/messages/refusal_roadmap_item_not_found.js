/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Roadmap_Item_Not_FoundInputs */

const en_refusal_roadmap_item_not_found = /** @type {(inputs: Refusal_Roadmap_Item_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This roadmap item does not exist or you cannot see it.`)
};

const de_refusal_roadmap_item_not_found = /** @type {(inputs: Refusal_Roadmap_Item_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Roadmap-Eintrag existiert nicht oder ist für Sie nicht sichtbar.`)
};

const fr_refusal_roadmap_item_not_found = /** @type {(inputs: Refusal_Roadmap_Item_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet élément de feuille de route n’existe pas ou vous ne pouvez pas le voir.`)
};

const nl_refusal_roadmap_item_not_found = /** @type {(inputs: Refusal_Roadmap_Item_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit roadmap-item bestaat niet of u kunt het niet zien.`)
};

const es_refusal_roadmap_item_not_found = /** @type {(inputs: Refusal_Roadmap_Item_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este elemento de la hoja de ruta no existe o no puede verlo.`)
};

const en_xa2_refusal_roadmap_item_not_found = /** @type {(inputs: Refusal_Roadmap_Item_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ŕöáðɱáþ íţéɱ ðöéš ñöţ éẋíšţ öŕ ýöü çáññöţ šéé íţ. one two three fo]`)
};

/**
* | output |
* | --- |
* | "This roadmap item does not exist or you cannot see it." |
*
* @param {Refusal_Roadmap_Item_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_roadmap_item_not_found = /** @type {((inputs?: Refusal_Roadmap_Item_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Roadmap_Item_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_roadmap_item_not_found(inputs)
	if (locale === "fr") return fr_refusal_roadmap_item_not_found(inputs)
	if (locale === "nl") return nl_refusal_roadmap_item_not_found(inputs)
	if (locale === "es") return es_refusal_roadmap_item_not_found(inputs)
	if (locale === "en-XA") return en_xa2_refusal_roadmap_item_not_found(inputs)
	return en_refusal_roadmap_item_not_found(inputs)
});