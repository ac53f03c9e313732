/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Roadmap_Move_ItemInputs */

const en_roadmap_move_item = /** @type {(inputs: Roadmap_Move_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.title}`)
};

const de_roadmap_move_item = /** @type {(inputs: Roadmap_Move_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} verschieben`)
};

const fr_roadmap_move_item = /** @type {(inputs: Roadmap_Move_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Déplacer ${i?.title}`)
};

const nl_roadmap_move_item = /** @type {(inputs: Roadmap_Move_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} verplaatsen`)
};

const es_roadmap_move_item = /** @type {(inputs: Roadmap_Move_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mover ${i?.title}`)
};

const en_xa2_roadmap_move_item = /** @type {(inputs: Roadmap_Move_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁöṽé ${i?.title} o]`)
};

/**
* | output |
* | --- |
* | "Move {title}" |
*
* @param {Roadmap_Move_ItemInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_move_item = /** @type {((inputs: Roadmap_Move_ItemInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Move_ItemInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_move_item(inputs)
	if (locale === "fr") return fr_roadmap_move_item(inputs)
	if (locale === "nl") return nl_roadmap_move_item(inputs)
	if (locale === "es") return es_roadmap_move_item(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_move_item(inputs)
	return en_roadmap_move_item(inputs)
});