/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Roadmap_Cannot_Move_LeftInputs */

const en_roadmap_cannot_move_left = /** @type {(inputs: Roadmap_Cannot_Move_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} cannot move further left.`)
};

const de_roadmap_cannot_move_left = /** @type {(inputs: Roadmap_Cannot_Move_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} kann nicht weiter nach links.`)
};

const fr_roadmap_cannot_move_left = /** @type {(inputs: Roadmap_Cannot_Move_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ne peut pas aller plus à gauche.`)
};

const nl_roadmap_cannot_move_left = /** @type {(inputs: Roadmap_Cannot_Move_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} kan niet verder naar links.`)
};

const es_roadmap_cannot_move_left = /** @type {(inputs: Roadmap_Cannot_Move_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} no puede ir más a la izquierda.`)
};

const en_xa2_roadmap_cannot_move_left = /** @type {(inputs: Roadmap_Cannot_Move_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.title} çáññöţ ɱöṽé ƒüŕţĥéŕ ļéƒţ. one two t]`)
};

/**
* | output |
* | --- |
* | "{title} cannot move further left." |
*
* @param {Roadmap_Cannot_Move_LeftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_cannot_move_left = /** @type {((inputs: Roadmap_Cannot_Move_LeftInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Cannot_Move_LeftInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_cannot_move_left(inputs)
	if (locale === "fr") return fr_roadmap_cannot_move_left(inputs)
	if (locale === "nl") return nl_roadmap_cannot_move_left(inputs)
	if (locale === "es") return es_roadmap_cannot_move_left(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_cannot_move_left(inputs)
	return en_roadmap_cannot_move_left(inputs)
});