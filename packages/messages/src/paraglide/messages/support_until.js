/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_UntilInputs */

const en_support_until = /** @type {(inputs: Support_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Until`)
};

const de_support_until = /** @type {(inputs: Support_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bis`)
};

const fr_support_until = /** @type {(inputs: Support_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jusqu’à`)
};

const nl_support_until = /** @type {(inputs: Support_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tot`)
};

const es_support_until = /** @type {(inputs: Support_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta`)
};

const en_xa2_support_until = /** @type {(inputs: Support_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûñţíļ ]`)
};

/**
* | output |
* | --- |
* | "Until" |
*
* @param {Support_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_until = /** @type {((inputs?: Support_UntilInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_UntilInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_until(inputs)
	if (locale === "fr") return fr_support_until(inputs)
	if (locale === "nl") return nl_support_until(inputs)
	if (locale === "es") return es_support_until(inputs)
	if (locale === "en-XA") return en_xa2_support_until(inputs)
	return en_support_until(inputs)
});