/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shortcut_ShowInputs */

const en_shortcut_show = /** @type {(inputs: Shortcut_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show these shortcuts`)
};

const de_shortcut_show = /** @type {(inputs: Shortcut_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Tastenkürzel anzeigen`)
};

const fr_shortcut_show = /** @type {(inputs: Shortcut_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher ces raccourcis`)
};

const nl_shortcut_show = /** @type {(inputs: Shortcut_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze sneltoetsen tonen`)
};

const es_shortcut_show = /** @type {(inputs: Shortcut_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar estos atajos`)
};

const en_xa2_shortcut_show = /** @type {(inputs: Shortcut_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥöŵ ţĥéšé šĥöŕţçüţš one ]`)
};

/**
* | output |
* | --- |
* | "Show these shortcuts" |
*
* @param {Shortcut_ShowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcut_show = /** @type {((inputs?: Shortcut_ShowInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_ShowInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shortcut_show(inputs)
	if (locale === "fr") return fr_shortcut_show(inputs)
	if (locale === "nl") return nl_shortcut_show(inputs)
	if (locale === "es") return es_shortcut_show(inputs)
	if (locale === "en-XA") return en_xa2_shortcut_show(inputs)
	return en_shortcut_show(inputs)
});