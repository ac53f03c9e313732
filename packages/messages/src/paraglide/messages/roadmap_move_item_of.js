/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, tenant: NonNullable<unknown> }} Roadmap_Move_Item_OfInputs */

const en_roadmap_move_item_of = /** @type {(inputs: Roadmap_Move_Item_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.title} (${i?.tenant})`)
};

const de_roadmap_move_item_of = /** @type {(inputs: Roadmap_Move_Item_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} verschieben (${i?.tenant})`)
};

const fr_roadmap_move_item_of = /** @type {(inputs: Roadmap_Move_Item_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Déplacer ${i?.title} (${i?.tenant})`)
};

const nl_roadmap_move_item_of = /** @type {(inputs: Roadmap_Move_Item_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} verplaatsen (${i?.tenant})`)
};

const es_roadmap_move_item_of = /** @type {(inputs: Roadmap_Move_Item_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mover ${i?.title} (${i?.tenant})`)
};

const en_xa2_roadmap_move_item_of = /** @type {(inputs: Roadmap_Move_Item_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁöṽé ${i?.title} (${i?.tenant}) one t]`)
};

/**
* | output |
* | --- |
* | "Move {title} ({tenant})" |
*
* @param {Roadmap_Move_Item_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_move_item_of = /** @type {((inputs: Roadmap_Move_Item_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Move_Item_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_move_item_of(inputs)
	if (locale === "fr") return fr_roadmap_move_item_of(inputs)
	if (locale === "nl") return nl_roadmap_move_item_of(inputs)
	if (locale === "es") return es_roadmap_move_item_of(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_move_item_of(inputs)
	return en_roadmap_move_item_of(inputs)
});