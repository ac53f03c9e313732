/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Roadmap_Cannot_Move_DownInputs */

const en_roadmap_cannot_move_down = /** @type {(inputs: Roadmap_Cannot_Move_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} cannot move further down.`)
};

const de_roadmap_cannot_move_down = /** @type {(inputs: Roadmap_Cannot_Move_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} kann nicht weiter nach unten.`)
};

const fr_roadmap_cannot_move_down = /** @type {(inputs: Roadmap_Cannot_Move_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ne peut pas descendre plus bas.`)
};

const nl_roadmap_cannot_move_down = /** @type {(inputs: Roadmap_Cannot_Move_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} kan niet verder omlaag.`)
};

const es_roadmap_cannot_move_down = /** @type {(inputs: Roadmap_Cannot_Move_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} no puede bajar más.`)
};

const en_xa2_roadmap_cannot_move_down = /** @type {(inputs: Roadmap_Cannot_Move_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.title} çáññöţ ɱöṽé ƒüŕţĥéŕ ðöŵñ. one two t]`)
};

/**
* | output |
* | --- |
* | "{title} cannot move further down." |
*
* @param {Roadmap_Cannot_Move_DownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_cannot_move_down = /** @type {((inputs: Roadmap_Cannot_Move_DownInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Cannot_Move_DownInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_cannot_move_down(inputs)
	if (locale === "fr") return fr_roadmap_cannot_move_down(inputs)
	if (locale === "nl") return nl_roadmap_cannot_move_down(inputs)
	if (locale === "es") return es_roadmap_cannot_move_down(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_cannot_move_down(inputs)
	return en_roadmap_cannot_move_down(inputs)
});