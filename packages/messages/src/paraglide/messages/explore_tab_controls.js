/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Tab_ControlsInputs */

const en_explore_tab_controls = /** @type {(inputs: Explore_Tab_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controls`)
};

const de_explore_tab_controls = /** @type {(inputs: Explore_Tab_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontrollen`)
};

const fr_explore_tab_controls = /** @type {(inputs: Explore_Tab_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôles`)
};

const nl_explore_tab_controls = /** @type {(inputs: Explore_Tab_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controls`)
};

const es_explore_tab_controls = /** @type {(inputs: Explore_Tab_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controles`)
};

const en_xa2_explore_tab_controls = /** @type {(inputs: Explore_Tab_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţŕöļš ]`)
};

/**
* | output |
* | --- |
* | "Controls" |
*
* @param {Explore_Tab_ControlsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_tab_controls = /** @type {((inputs?: Explore_Tab_ControlsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Tab_ControlsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_tab_controls(inputs)
	if (locale === "fr") return fr_explore_tab_controls(inputs)
	if (locale === "nl") return nl_explore_tab_controls(inputs)
	if (locale === "es") return es_explore_tab_controls(inputs)
	if (locale === "en-XA") return en_xa2_explore_tab_controls(inputs)
	return en_explore_tab_controls(inputs)
});