/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Select_AllInputs */

const en_roadmap_select_all = /** @type {(inputs: Roadmap_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select every item`)
};

const de_roadmap_select_all = /** @type {(inputs: Roadmap_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Maßnahmen auswählen`)
};

const fr_roadmap_select_all = /** @type {(inputs: Roadmap_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sélectionner toutes les actions`)
};

const nl_roadmap_select_all = /** @type {(inputs: Roadmap_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle acties selecteren`)
};

const es_roadmap_select_all = /** @type {(inputs: Roadmap_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccionar todas las acciones`)
};

const en_xa2_roadmap_select_all = /** @type {(inputs: Roadmap_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéļéçţ éṽéŕý íţéɱ one]`)
};

/**
* | output |
* | --- |
* | "Select every item" |
*
* @param {Roadmap_Select_AllInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_select_all = /** @type {((inputs?: Roadmap_Select_AllInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Select_AllInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_select_all(inputs)
	if (locale === "fr") return fr_roadmap_select_all(inputs)
	if (locale === "nl") return nl_roadmap_select_all(inputs)
	if (locale === "es") return es_roadmap_select_all(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_select_all(inputs)
	return en_roadmap_select_all(inputs)
});