/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Roadmap_Drag_OutsideInputs */

const en_roadmap_drag_outside = /** @type {(inputs: Roadmap_Drag_OutsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} was dropped outside the board.`)
};

const de_roadmap_drag_outside = /** @type {(inputs: Roadmap_Drag_OutsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} wurde außerhalb der Tafel abgelegt.`)
};

const fr_roadmap_drag_outside = /** @type {(inputs: Roadmap_Drag_OutsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} a été déposée hors du tableau.`)
};

const nl_roadmap_drag_outside = /** @type {(inputs: Roadmap_Drag_OutsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is buiten het bord neergezet.`)
};

const es_roadmap_drag_outside = /** @type {(inputs: Roadmap_Drag_OutsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} se soltó fuera del tablero.`)
};

const en_xa2_roadmap_drag_outside = /** @type {(inputs: Roadmap_Drag_OutsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.title} ŵáš ðŕöþþéð öüţšíðé ţĥé ƀöáŕð. one two th]`)
};

/**
* | output |
* | --- |
* | "{title} was dropped outside the board." |
*
* @param {Roadmap_Drag_OutsideInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_drag_outside = /** @type {((inputs: Roadmap_Drag_OutsideInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Drag_OutsideInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_drag_outside(inputs)
	if (locale === "fr") return fr_roadmap_drag_outside(inputs)
	if (locale === "nl") return nl_roadmap_drag_outside(inputs)
	if (locale === "es") return es_roadmap_drag_outside(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_drag_outside(inputs)
	return en_roadmap_drag_outside(inputs)
});