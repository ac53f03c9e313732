/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_ShortcutsInputs */

const en_workspace_shortcuts = /** @type {(inputs: Workspace_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shortcuts`)
};

const de_workspace_shortcuts = /** @type {(inputs: Workspace_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tastenkürzel`)
};

const fr_workspace_shortcuts = /** @type {(inputs: Workspace_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raccourcis`)
};

const nl_workspace_shortcuts = /** @type {(inputs: Workspace_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sneltoetsen`)
};

const es_workspace_shortcuts = /** @type {(inputs: Workspace_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atajos`)
};

const en_xa2_workspace_shortcuts = /** @type {(inputs: Workspace_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥöŕţçüţš ]`)
};

/**
* | output |
* | --- |
* | "Shortcuts" |
*
* @param {Workspace_ShortcutsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_shortcuts = /** @type {((inputs?: Workspace_ShortcutsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_ShortcutsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_shortcuts(inputs)
	if (locale === "fr") return fr_workspace_shortcuts(inputs)
	if (locale === "nl") return nl_workspace_shortcuts(inputs)
	if (locale === "es") return es_workspace_shortcuts(inputs)
	if (locale === "en-XA") return en_xa2_workspace_shortcuts(inputs)
	return en_workspace_shortcuts(inputs)
});