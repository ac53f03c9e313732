/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Roadmap_Drag_OffInputs */

const en_roadmap_drag_off = /** @type {(inputs: Roadmap_Drag_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is no longer over a column.`)
};

const de_roadmap_drag_off = /** @type {(inputs: Roadmap_Drag_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ist über keiner Spalte mehr.`)
};

const fr_roadmap_drag_off = /** @type {(inputs: Roadmap_Drag_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} n’est plus au-dessus d’une colonne.`)
};

const nl_roadmap_drag_off = /** @type {(inputs: Roadmap_Drag_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is niet meer boven een kolom.`)
};

const es_roadmap_drag_off = /** @type {(inputs: Roadmap_Drag_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ya no está sobre una columna.`)
};

const en_xa2_roadmap_drag_off = /** @type {(inputs: Roadmap_Drag_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.title} íš ñö ļöñĝéŕ öṽéŕ á çöļüɱñ. one two t]`)
};

/**
* | output |
* | --- |
* | "{title} is no longer over a column." |
*
* @param {Roadmap_Drag_OffInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_drag_off = /** @type {((inputs: Roadmap_Drag_OffInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Drag_OffInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_drag_off(inputs)
	if (locale === "fr") return fr_roadmap_drag_off(inputs)
	if (locale === "nl") return nl_roadmap_drag_off(inputs)
	if (locale === "es") return es_roadmap_drag_off(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_drag_off(inputs)
	return en_roadmap_drag_off(inputs)
});