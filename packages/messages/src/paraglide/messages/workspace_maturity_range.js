/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_Maturity_RangeInputs */

const en_workspace_maturity_range = /** @type {(inputs: Workspace_Maturity_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(optional, 0–5)`)
};

const de_workspace_maturity_range = /** @type {(inputs: Workspace_Maturity_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(optional, 0–5)`)
};

const fr_workspace_maturity_range = /** @type {(inputs: Workspace_Maturity_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(facultatif, 0–5)`)
};

const nl_workspace_maturity_range = /** @type {(inputs: Workspace_Maturity_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(optioneel, 0–5)`)
};

const es_workspace_maturity_range = /** @type {(inputs: Workspace_Maturity_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opcional, 0–5)`)
};

const en_xa2_workspace_maturity_range = /** @type {(inputs: Workspace_Maturity_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(öþţíöñáļ, 0–5) on]`)
};

/**
* | output |
* | --- |
* | "(optional, 0–5)" |
*
* @param {Workspace_Maturity_RangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_maturity_range = /** @type {((inputs?: Workspace_Maturity_RangeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Maturity_RangeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_maturity_range(inputs)
	if (locale === "fr") return fr_workspace_maturity_range(inputs)
	if (locale === "nl") return nl_workspace_maturity_range(inputs)
	if (locale === "es") return es_workspace_maturity_range(inputs)
	if (locale === "en-XA") return en_xa2_workspace_maturity_range(inputs)
	return en_workspace_maturity_range(inputs)
});