/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Loading_ControlsInputs */

const en_explore_loading_controls = /** @type {(inputs: Explore_Loading_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading controls`)
};

const de_explore_loading_controls = /** @type {(inputs: Explore_Loading_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontrollen werden geladen`)
};

const fr_explore_loading_controls = /** @type {(inputs: Explore_Loading_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des contrôles`)
};

const nl_explore_loading_controls = /** @type {(inputs: Explore_Loading_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controls laden`)
};

const es_explore_loading_controls = /** @type {(inputs: Explore_Loading_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando controles`)
};

const en_xa2_explore_loading_controls = /** @type {(inputs: Explore_Loading_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ çöñţŕöļš one]`)
};

/**
* | output |
* | --- |
* | "Loading controls" |
*
* @param {Explore_Loading_ControlsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_loading_controls = /** @type {((inputs?: Explore_Loading_ControlsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Loading_ControlsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_loading_controls(inputs)
	if (locale === "fr") return fr_explore_loading_controls(inputs)
	if (locale === "nl") return nl_explore_loading_controls(inputs)
	if (locale === "es") return es_explore_loading_controls(inputs)
	if (locale === "en-XA") return en_xa2_explore_loading_controls(inputs)
	return en_explore_loading_controls(inputs)
});