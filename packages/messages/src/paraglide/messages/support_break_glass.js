/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Break_GlassInputs */

const en_support_break_glass = /** @type {(inputs: Support_Break_GlassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Break-glass`)
};

const de_support_break_glass = /** @type {(inputs: Support_Break_GlassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notfallzugriff`)
};

const fr_support_break_glass = /** @type {(inputs: Support_Break_GlassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès d’urgence`)
};

const nl_support_break_glass = /** @type {(inputs: Support_Break_GlassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noodtoegang`)
};

const es_support_break_glass = /** @type {(inputs: Support_Break_GlassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de emergencia`)
};

const en_xa2_support_break_glass = /** @type {(inputs: Support_Break_GlassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓŕéáķ-ĝļášš o]`)
};

/**
* | output |
* | --- |
* | "Break-glass" |
*
* @param {Support_Break_GlassInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_break_glass = /** @type {((inputs?: Support_Break_GlassInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Break_GlassInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_break_glass(inputs)
	if (locale === "fr") return fr_support_break_glass(inputs)
	if (locale === "nl") return nl_support_break_glass(inputs)
	if (locale === "es") return es_support_break_glass(inputs)
	if (locale === "en-XA") return en_xa2_support_break_glass(inputs)
	return en_support_break_glass(inputs)
});