/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_Filter_MineInputs */

const en_workspace_filter_mine = /** @type {(inputs: Workspace_Filter_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assigned to me`)
};

const de_workspace_filter_mine = /** @type {(inputs: Workspace_Filter_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mir zugewiesen`)
};

const fr_workspace_filter_mine = /** @type {(inputs: Workspace_Filter_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui me sont attribués`)
};

const nl_workspace_filter_mine = /** @type {(inputs: Workspace_Filter_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aan mij toegewezen`)
};

const es_workspace_filter_mine = /** @type {(inputs: Workspace_Filter_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asignados a mí`)
};

const en_xa2_workspace_filter_mine = /** @type {(inputs: Workspace_Filter_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššíĝñéð ţö ɱé on]`)
};

/**
* | output |
* | --- |
* | "Assigned to me" |
*
* @param {Workspace_Filter_MineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_filter_mine = /** @type {((inputs?: Workspace_Filter_MineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Filter_MineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_filter_mine(inputs)
	if (locale === "fr") return fr_workspace_filter_mine(inputs)
	if (locale === "nl") return nl_workspace_filter_mine(inputs)
	if (locale === "es") return es_workspace_filter_mine(inputs)
	if (locale === "en-XA") return en_xa2_workspace_filter_mine(inputs)
	return en_workspace_filter_mine(inputs)
});