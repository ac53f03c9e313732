/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shortcuts_OrInputs */

const en_shortcuts_or = /** @type {(inputs: Shortcuts_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` or `)
};

const de_shortcuts_or = /** @type {(inputs: Shortcuts_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` oder `)
};

const fr_shortcuts_or = /** @type {(inputs: Shortcuts_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` ou `)
};

const nl_shortcuts_or = /** @type {(inputs: Shortcuts_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` of `)
};

const es_shortcuts_or = /** @type {(inputs: Shortcuts_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` o `)
};

const en_xa2_shortcuts_or = /** @type {(inputs: Shortcuts_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ öŕ  ]`)
};

/**
* | output |
* | --- |
* | "or" |
*
* @param {Shortcuts_OrInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcuts_or = /** @type {((inputs?: Shortcuts_OrInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcuts_OrInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shortcuts_or(inputs)
	if (locale === "fr") return fr_shortcuts_or(inputs)
	if (locale === "nl") return nl_shortcuts_or(inputs)
	if (locale === "es") return es_shortcuts_or(inputs)
	if (locale === "en-XA") return en_xa2_shortcuts_or(inputs)
	return en_shortcuts_or(inputs)
});