/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_ShowInputs */

const en_workspace_show = /** @type {(inputs: Workspace_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

const de_workspace_show = /** @type {(inputs: Workspace_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzeigen`)
};

const fr_workspace_show = /** @type {(inputs: Workspace_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher`)
};

const nl_workspace_show = /** @type {(inputs: Workspace_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tonen`)
};

const es_workspace_show = /** @type {(inputs: Workspace_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar`)
};

const en_xa2_workspace_show = /** @type {(inputs: Workspace_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥöŵ ]`)
};

/**
* | output |
* | --- |
* | "Show" |
*
* @param {Workspace_ShowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_show = /** @type {((inputs?: Workspace_ShowInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_ShowInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_show(inputs)
	if (locale === "fr") return fr_workspace_show(inputs)
	if (locale === "nl") return nl_workspace_show(inputs)
	if (locale === "es") return es_workspace_show(inputs)
	if (locale === "en-XA") return en_xa2_workspace_show(inputs)
	return en_workspace_show(inputs)
});