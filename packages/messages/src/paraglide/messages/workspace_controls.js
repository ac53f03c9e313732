/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_ControlsInputs */

const en_workspace_controls = /** @type {(inputs: Workspace_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controls`)
};

const de_workspace_controls = /** @type {(inputs: Workspace_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontrollen`)
};

const fr_workspace_controls = /** @type {(inputs: Workspace_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôles`)
};

const nl_workspace_controls = /** @type {(inputs: Workspace_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controls`)
};

const es_workspace_controls = /** @type {(inputs: Workspace_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controles`)
};

const en_xa2_workspace_controls = /** @type {(inputs: Workspace_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţŕöļš ]`)
};

/**
* | output |
* | --- |
* | "Controls" |
*
* @param {Workspace_ControlsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_controls = /** @type {((inputs?: Workspace_ControlsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_ControlsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_controls(inputs)
	if (locale === "fr") return fr_workspace_controls(inputs)
	if (locale === "nl") return nl_workspace_controls(inputs)
	if (locale === "es") return es_workspace_controls(inputs)
	if (locale === "en-XA") return en_xa2_workspace_controls(inputs)
	return en_workspace_controls(inputs)
});