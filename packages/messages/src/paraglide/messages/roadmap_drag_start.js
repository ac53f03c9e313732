/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Roadmap_Drag_StartInputs */

const en_roadmap_drag_start = /** @type {(inputs: Roadmap_Drag_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Picked up ${i?.title}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`)
};

const de_roadmap_drag_start = /** @type {(inputs: Roadmap_Drag_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} aufgenommen. Mit den Pfeiltasten verschieben, mit der Leertaste ablegen, mit Escape abbrechen.`)
};

const fr_roadmap_drag_start = /** @type {(inputs: Roadmap_Drag_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} saisie. Utilisez les flèches pour la déplacer, Espace pour la déposer, Échap pour annuler.`)
};

const nl_roadmap_drag_start = /** @type {(inputs: Roadmap_Drag_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} opgepakt. Gebruik de pijltoetsen om te verplaatsen, Spatie om neer te zetten, Escape om te annuleren.`)
};

const es_roadmap_drag_start = /** @type {(inputs: Roadmap_Drag_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} seleccionada. Use las flechas para moverla, Espacio para soltarla, Escape para cancelar.`)
};

const en_xa2_roadmap_drag_start = /** @type {(inputs: Roadmap_Drag_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þíçķéð üþ ${i?.title}. Ûšé ţĥé áŕŕöŵ ķéýš ţö ɱöṽé íţ, Šþáçé ţö ðŕöþ íţ, Éšçáþé ţö çáñçéļ. one two three four five six]`)
};

/**
* | output |
* | --- |
* | "Picked up {title}. Use the arrow keys to move it, Space to drop it, Escape to cancel." |
*
* @param {Roadmap_Drag_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_drag_start = /** @type {((inputs: Roadmap_Drag_StartInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Drag_StartInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_drag_start(inputs)
	if (locale === "fr") return fr_roadmap_drag_start(inputs)
	if (locale === "nl") return nl_roadmap_drag_start(inputs)
	if (locale === "es") return es_roadmap_drag_start(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_drag_start(inputs)
	return en_roadmap_drag_start(inputs)
});