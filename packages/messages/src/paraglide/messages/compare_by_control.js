/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compare_By_ControlInputs */

const en_compare_by_control = /** @type {(inputs: Compare_By_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By control`)
};

const de_compare_by_control = /** @type {(inputs: Compare_By_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach Kontrolle`)
};

const fr_compare_by_control = /** @type {(inputs: Compare_By_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par contrôle`)
};

const nl_compare_by_control = /** @type {(inputs: Compare_By_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per control`)
};

const es_compare_by_control = /** @type {(inputs: Compare_By_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por control`)
};

const en_xa2_compare_by_control = /** @type {(inputs: Compare_By_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓý çöñţŕöļ o]`)
};

/**
* | output |
* | --- |
* | "By control" |
*
* @param {Compare_By_ControlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const compare_by_control = /** @type {((inputs?: Compare_By_ControlInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compare_By_ControlInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_compare_by_control(inputs)
	if (locale === "fr") return fr_compare_by_control(inputs)
	if (locale === "nl") return nl_compare_by_control(inputs)
	if (locale === "es") return es_compare_by_control(inputs)
	if (locale === "en-XA") return en_xa2_compare_by_control(inputs)
	return en_compare_by_control(inputs)
});