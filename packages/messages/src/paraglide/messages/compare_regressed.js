/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compare_RegressedInputs */

const en_compare_regressed = /** @type {(inputs: Compare_RegressedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regressed`)
};

const de_compare_regressed = /** @type {(inputs: Compare_RegressedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verschlechtert`)
};

const fr_compare_regressed = /** @type {(inputs: Compare_RegressedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dégradé`)
};

const nl_compare_regressed = /** @type {(inputs: Compare_RegressedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verslechterd`)
};

const es_compare_regressed = /** @type {(inputs: Compare_RegressedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empeorado`)
};

const en_xa2_compare_regressed = /** @type {(inputs: Compare_RegressedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéĝŕéššéð ]`)
};

/**
* | output |
* | --- |
* | "Regressed" |
*
* @param {Compare_RegressedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const compare_regressed = /** @type {((inputs?: Compare_RegressedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compare_RegressedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_compare_regressed(inputs)
	if (locale === "fr") return fr_compare_regressed(inputs)
	if (locale === "nl") return nl_compare_regressed(inputs)
	if (locale === "es") return es_compare_regressed(inputs)
	if (locale === "en-XA") return en_xa2_compare_regressed(inputs)
	return en_compare_regressed(inputs)
});