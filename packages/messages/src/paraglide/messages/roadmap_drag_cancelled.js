/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Roadmap_Drag_CancelledInputs */

const en_roadmap_drag_cancelled = /** @type {(inputs: Roadmap_Drag_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moving ${i?.title} was cancelled.`)
};

const de_roadmap_drag_cancelled = /** @type {(inputs: Roadmap_Drag_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Verschieben von ${i?.title} wurde abgebrochen.`)
};

const fr_roadmap_drag_cancelled = /** @type {(inputs: Roadmap_Drag_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le déplacement de ${i?.title} a été annulé.`)
};

const nl_roadmap_drag_cancelled = /** @type {(inputs: Roadmap_Drag_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Het verplaatsen van ${i?.title} is geannuleerd.`)
};

const es_roadmap_drag_cancelled = /** @type {(inputs: Roadmap_Drag_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se canceló el movimiento de ${i?.title}.`)
};

const en_xa2_roadmap_drag_cancelled = /** @type {(inputs: Roadmap_Drag_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁöṽíñĝ ${i?.title} ŵáš çáñçéļļéð. one two]`)
};

/**
* | output |
* | --- |
* | "Moving {title} was cancelled." |
*
* @param {Roadmap_Drag_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_drag_cancelled = /** @type {((inputs: Roadmap_Drag_CancelledInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Drag_CancelledInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_drag_cancelled(inputs)
	if (locale === "fr") return fr_roadmap_drag_cancelled(inputs)
	if (locale === "nl") return nl_roadmap_drag_cancelled(inputs)
	if (locale === "es") return es_roadmap_drag_cancelled(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_drag_cancelled(inputs)
	return en_roadmap_drag_cancelled(inputs)
});