/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_NobodyInputs */

const en_workspace_nobody = /** @type {(inputs: Workspace_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody`)
};

const de_workspace_nobody = /** @type {(inputs: Workspace_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niemand`)
};

const fr_workspace_nobody = /** @type {(inputs: Workspace_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne`)
};

const nl_workspace_nobody = /** @type {(inputs: Workspace_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niemand`)
};

const es_workspace_nobody = /** @type {(inputs: Workspace_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie`)
};

const en_xa2_workspace_nobody = /** @type {(inputs: Workspace_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöƀöðý ]`)
};

/**
* | output |
* | --- |
* | "Nobody" |
*
* @param {Workspace_NobodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_nobody = /** @type {((inputs?: Workspace_NobodyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_NobodyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_nobody(inputs)
	if (locale === "fr") return fr_workspace_nobody(inputs)
	if (locale === "nl") return nl_workspace_nobody(inputs)
	if (locale === "es") return es_workspace_nobody(inputs)
	if (locale === "en-XA") return en_xa2_workspace_nobody(inputs)
	return en_workspace_nobody(inputs)
});