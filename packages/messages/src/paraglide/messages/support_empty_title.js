/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Empty_TitleInputs */

const en_support_empty_title = /** @type {(inputs: Support_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No support access`)
};

const de_support_empty_title = /** @type {(inputs: Support_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Support-Zugriff`)
};

const fr_support_empty_title = /** @type {(inputs: Support_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun accès du support`)
};

const nl_support_empty_title = /** @type {(inputs: Support_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen toegang voor support`)
};

const es_support_empty_title = /** @type {(inputs: Support_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin acceso de soporte`)
};

const en_xa2_support_empty_title = /** @type {(inputs: Support_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö šüþþöŕţ áççéšš one]`)
};

/**
* | output |
* | --- |
* | "No support access" |
*
* @param {Support_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_empty_title = /** @type {((inputs?: Support_Empty_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Empty_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_empty_title(inputs)
	if (locale === "fr") return fr_support_empty_title(inputs)
	if (locale === "nl") return nl_support_empty_title(inputs)
	if (locale === "es") return es_support_empty_title(inputs)
	if (locale === "en-XA") return en_xa2_support_empty_title(inputs)
	return en_support_empty_title(inputs)
});