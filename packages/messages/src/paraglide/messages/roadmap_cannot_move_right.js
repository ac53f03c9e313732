/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Roadmap_Cannot_Move_RightInputs */

const en_roadmap_cannot_move_right = /** @type {(inputs: Roadmap_Cannot_Move_RightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} cannot move further right.`)
};

const de_roadmap_cannot_move_right = /** @type {(inputs: Roadmap_Cannot_Move_RightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} kann nicht weiter nach rechts.`)
};

const fr_roadmap_cannot_move_right = /** @type {(inputs: Roadmap_Cannot_Move_RightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ne peut pas aller plus à droite.`)
};

const nl_roadmap_cannot_move_right = /** @type {(inputs: Roadmap_Cannot_Move_RightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} kan niet verder naar rechts.`)
};

const es_roadmap_cannot_move_right = /** @type {(inputs: Roadmap_Cannot_Move_RightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} no puede ir más a la derecha.`)
};

const en_xa2_roadmap_cannot_move_right = /** @type {(inputs: Roadmap_Cannot_Move_RightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.title} çáññöţ ɱöṽé ƒüŕţĥéŕ ŕíĝĥţ. one two t]`)
};

/**
* | output |
* | --- |
* | "{title} cannot move further right." |
*
* @param {Roadmap_Cannot_Move_RightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_cannot_move_right = /** @type {((inputs: Roadmap_Cannot_Move_RightInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Cannot_Move_RightInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_cannot_move_right(inputs)
	if (locale === "fr") return fr_roadmap_cannot_move_right(inputs)
	if (locale === "nl") return nl_roadmap_cannot_move_right(inputs)
	if (locale === "es") return es_roadmap_cannot_move_right(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_cannot_move_right(inputs)
	return en_roadmap_cannot_move_right(inputs)
});