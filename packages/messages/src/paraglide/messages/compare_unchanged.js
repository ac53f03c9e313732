/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compare_UnchangedInputs */

const en_compare_unchanged = /** @type {(inputs: Compare_UnchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unchanged`)
};

const de_compare_unchanged = /** @type {(inputs: Compare_UnchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unverändert`)
};

const fr_compare_unchanged = /** @type {(inputs: Compare_UnchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inchangé`)
};

const nl_compare_unchanged = /** @type {(inputs: Compare_UnchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ongewijzigd`)
};

const es_compare_unchanged = /** @type {(inputs: Compare_UnchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin cambios`)
};

const en_xa2_compare_unchanged = /** @type {(inputs: Compare_UnchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûñçĥáñĝéð ]`)
};

/**
* | output |
* | --- |
* | "Unchanged" |
*
* @param {Compare_UnchangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const compare_unchanged = /** @type {((inputs?: Compare_UnchangedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compare_UnchangedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_compare_unchanged(inputs)
	if (locale === "fr") return fr_compare_unchanged(inputs)
	if (locale === "nl") return nl_compare_unchanged(inputs)
	if (locale === "es") return es_compare_unchanged(inputs)
	if (locale === "en-XA") return en_xa2_compare_unchanged(inputs)
	return en_compare_unchanged(inputs)
});