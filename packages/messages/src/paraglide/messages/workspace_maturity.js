/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_MaturityInputs */

const en_workspace_maturity = /** @type {(inputs: Workspace_MaturityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maturity`)
};

const de_workspace_maturity = /** @type {(inputs: Workspace_MaturityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reifegrad`)
};

const fr_workspace_maturity = /** @type {(inputs: Workspace_MaturityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maturité`)
};

const nl_workspace_maturity = /** @type {(inputs: Workspace_MaturityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volwassenheid`)
};

const es_workspace_maturity = /** @type {(inputs: Workspace_MaturityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Madurez`)
};

const en_xa2_workspace_maturity = /** @type {(inputs: Workspace_MaturityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáţüŕíţý ]`)
};

/**
* | output |
* | --- |
* | "Maturity" |
*
* @param {Workspace_MaturityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_maturity = /** @type {((inputs?: Workspace_MaturityInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_MaturityInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_maturity(inputs)
	if (locale === "fr") return fr_workspace_maturity(inputs)
	if (locale === "nl") return nl_workspace_maturity(inputs)
	if (locale === "es") return es_workspace_maturity(inputs)
	if (locale === "en-XA") return en_xa2_workspace_maturity(inputs)
	return en_workspace_maturity(inputs)
});