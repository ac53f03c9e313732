/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Roadmap_Cannot_Move_UpInputs */

const en_roadmap_cannot_move_up = /** @type {(inputs: Roadmap_Cannot_Move_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} cannot move further up.`)
};

const de_roadmap_cannot_move_up = /** @type {(inputs: Roadmap_Cannot_Move_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} kann nicht weiter nach oben.`)
};

const fr_roadmap_cannot_move_up = /** @type {(inputs: Roadmap_Cannot_Move_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ne peut pas monter plus haut.`)
};

const nl_roadmap_cannot_move_up = /** @type {(inputs: Roadmap_Cannot_Move_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} kan niet verder omhoog.`)
};

const es_roadmap_cannot_move_up = /** @type {(inputs: Roadmap_Cannot_Move_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} no puede subir más.`)
};

const en_xa2_roadmap_cannot_move_up = /** @type {(inputs: Roadmap_Cannot_Move_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.title} çáññöţ ɱöṽé ƒüŕţĥéŕ üþ. one two ]`)
};

/**
* | output |
* | --- |
* | "{title} cannot move further up." |
*
* @param {Roadmap_Cannot_Move_UpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_cannot_move_up = /** @type {((inputs: Roadmap_Cannot_Move_UpInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Cannot_Move_UpInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_cannot_move_up(inputs)
	if (locale === "fr") return fr_roadmap_cannot_move_up(inputs)
	if (locale === "nl") return nl_roadmap_cannot_move_up(inputs)
	if (locale === "es") return es_roadmap_cannot_move_up(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_cannot_move_up(inputs)
	return en_roadmap_cannot_move_up(inputs)
});