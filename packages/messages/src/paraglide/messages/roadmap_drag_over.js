/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, where: NonNullable<unknown> }} Roadmap_Drag_OverInputs */

const en_roadmap_drag_over = /** @type {(inputs: Roadmap_Drag_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is over ${i?.where}.`)
};

const de_roadmap_drag_over = /** @type {(inputs: Roadmap_Drag_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ist über ${i?.where}.`)
};

const fr_roadmap_drag_over = /** @type {(inputs: Roadmap_Drag_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} est au-dessus de ${i?.where}.`)
};

const nl_roadmap_drag_over = /** @type {(inputs: Roadmap_Drag_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is boven ${i?.where}.`)
};

const es_roadmap_drag_over = /** @type {(inputs: Roadmap_Drag_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} está sobre ${i?.where}.`)
};

const en_xa2_roadmap_drag_over = /** @type {(inputs: Roadmap_Drag_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.title} íš öṽéŕ ${i?.where}. one t]`)
};

/**
* | output |
* | --- |
* | "{title} is over {where}." |
*
* @param {Roadmap_Drag_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_drag_over = /** @type {((inputs: Roadmap_Drag_OverInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Drag_OverInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_drag_over(inputs)
	if (locale === "fr") return fr_roadmap_drag_over(inputs)
	if (locale === "nl") return nl_roadmap_drag_over(inputs)
	if (locale === "es") return es_roadmap_drag_over(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_drag_over(inputs)
	return en_roadmap_drag_over(inputs)
});