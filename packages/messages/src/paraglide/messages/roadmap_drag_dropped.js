/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, where: NonNullable<unknown> }} Roadmap_Drag_DroppedInputs */

const en_roadmap_drag_dropped = /** @type {(inputs: Roadmap_Drag_DroppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} was dropped in ${i?.where}.`)
};

const de_roadmap_drag_dropped = /** @type {(inputs: Roadmap_Drag_DroppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} wurde in ${i?.where} abgelegt.`)
};

const fr_roadmap_drag_dropped = /** @type {(inputs: Roadmap_Drag_DroppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} a été déposée dans ${i?.where}.`)
};

const nl_roadmap_drag_dropped = /** @type {(inputs: Roadmap_Drag_DroppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is neergezet in ${i?.where}.`)
};

const es_roadmap_drag_dropped = /** @type {(inputs: Roadmap_Drag_DroppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} se soltó en ${i?.where}.`)
};

const en_xa2_roadmap_drag_dropped = /** @type {(inputs: Roadmap_Drag_DroppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.title} ŵáš ðŕöþþéð íñ ${i?.where}. one two ]`)
};

/**
* | output |
* | --- |
* | "{title} was dropped in {where}." |
*
* @param {Roadmap_Drag_DroppedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_drag_dropped = /** @type {((inputs: Roadmap_Drag_DroppedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Drag_DroppedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_drag_dropped(inputs)
	if (locale === "fr") return fr_roadmap_drag_dropped(inputs)
	if (locale === "nl") return nl_roadmap_drag_dropped(inputs)
	if (locale === "es") return es_roadmap_drag_dropped(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_drag_dropped(inputs)
	return en_roadmap_drag_dropped(inputs)
});