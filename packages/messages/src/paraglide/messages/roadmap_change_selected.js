/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Change_SelectedInputs */

const en_roadmap_change_selected = /** @type {(inputs: Roadmap_Change_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the selected items`)
};

const de_roadmap_change_selected = /** @type {(inputs: Roadmap_Change_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgewählte Maßnahmen ändern`)
};

const fr_roadmap_change_selected = /** @type {(inputs: Roadmap_Change_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier les actions sélectionnées`)
};

const nl_roadmap_change_selected = /** @type {(inputs: Roadmap_Change_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geselecteerde acties wijzigen`)
};

const es_roadmap_change_selected = /** @type {(inputs: Roadmap_Change_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar las acciones seleccionadas`)
};

const en_xa2_roadmap_change_selected = /** @type {(inputs: Roadmap_Change_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ţĥé šéļéçţéð íţéɱš one tw]`)
};

/**
* | output |
* | --- |
* | "Change the selected items" |
*
* @param {Roadmap_Change_SelectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_change_selected = /** @type {((inputs?: Roadmap_Change_SelectedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Change_SelectedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_change_selected(inputs)
	if (locale === "fr") return fr_roadmap_change_selected(inputs)
	if (locale === "nl") return nl_roadmap_change_selected(inputs)
	if (locale === "es") return es_roadmap_change_selected(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_change_selected(inputs)
	return en_roadmap_change_selected(inputs)
});