/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compare_Show_ControlsInputs */

const en_compare_show_controls = /** @type {(inputs: Compare_Show_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show controls`)
};

const de_compare_show_controls = /** @type {(inputs: Compare_Show_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontrollen anzeigen`)
};

const fr_compare_show_controls = /** @type {(inputs: Compare_Show_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher les contrôles`)
};

const nl_compare_show_controls = /** @type {(inputs: Compare_Show_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controls tonen`)
};

const es_compare_show_controls = /** @type {(inputs: Compare_Show_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar controles`)
};

const en_xa2_compare_show_controls = /** @type {(inputs: Compare_Show_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥöŵ çöñţŕöļš on]`)
};

/**
* | output |
* | --- |
* | "Show controls" |
*
* @param {Compare_Show_ControlsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const compare_show_controls = /** @type {((inputs?: Compare_Show_ControlsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compare_Show_ControlsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_compare_show_controls(inputs)
	if (locale === "fr") return fr_compare_show_controls(inputs)
	if (locale === "nl") return nl_compare_show_controls(inputs)
	if (locale === "es") return es_compare_show_controls(inputs)
	if (locale === "en-XA") return en_xa2_compare_show_controls(inputs)
	return en_compare_show_controls(inputs)
});