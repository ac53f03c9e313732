/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Set_DueInputs */

const en_roadmap_set_due = /** @type {(inputs: Roadmap_Set_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set due date`)
};

const de_roadmap_set_due = /** @type {(inputs: Roadmap_Set_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fälligkeitsdatum setzen`)
};

const fr_roadmap_set_due = /** @type {(inputs: Roadmap_Set_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Définir l’échéance`)
};

const nl_roadmap_set_due = /** @type {(inputs: Roadmap_Set_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termijn instellen`)
};

const es_roadmap_set_due = /** @type {(inputs: Roadmap_Set_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Establecer fecha límite`)
};

const en_xa2_roadmap_set_due = /** @type {(inputs: Roadmap_Set_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţ ðüé ðáţé o]`)
};

/**
* | output |
* | --- |
* | "Set due date" |
*
* @param {Roadmap_Set_DueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_set_due = /** @type {((inputs?: Roadmap_Set_DueInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Set_DueInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_set_due(inputs)
	if (locale === "fr") return fr_roadmap_set_due(inputs)
	if (locale === "nl") return nl_roadmap_set_due(inputs)
	if (locale === "es") return es_roadmap_set_due(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_set_due(inputs)
	return en_roadmap_set_due(inputs)
});