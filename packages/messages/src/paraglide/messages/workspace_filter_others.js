/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_Filter_OthersInputs */

const en_workspace_filter_others = /** @type {(inputs: Workspace_Filter_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed by others`)
};

const de_workspace_filter_others = /** @type {(inputs: Workspace_Filter_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von anderen geändert`)
};

const fr_workspace_filter_others = /** @type {(inputs: Workspace_Filter_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifiés par d’autres`)
};

const nl_workspace_filter_others = /** @type {(inputs: Workspace_Filter_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Door anderen gewijzigd`)
};

const es_workspace_filter_others = /** @type {(inputs: Workspace_Filter_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiados por otros`)
};

const en_xa2_workspace_filter_others = /** @type {(inputs: Workspace_Filter_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝéð ƀý öţĥéŕš one]`)
};

/**
* | output |
* | --- |
* | "Changed by others" |
*
* @param {Workspace_Filter_OthersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_filter_others = /** @type {((inputs?: Workspace_Filter_OthersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Filter_OthersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_filter_others(inputs)
	if (locale === "fr") return fr_workspace_filter_others(inputs)
	if (locale === "nl") return nl_workspace_filter_others(inputs)
	if (locale === "es") return es_workspace_filter_others(inputs)
	if (locale === "en-XA") return en_xa2_workspace_filter_others(inputs)
	return en_workspace_filter_others(inputs)
});