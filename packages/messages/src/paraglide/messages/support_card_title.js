/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Card_TitleInputs */

const en_support_card_title = /** @type {(inputs: Support_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support access`)
};

const de_support_card_title = /** @type {(inputs: Support_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support-Zugriff`)
};

const fr_support_card_title = /** @type {(inputs: Support_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès du support`)
};

const nl_support_card_title = /** @type {(inputs: Support_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegang voor support`)
};

const es_support_card_title = /** @type {(inputs: Support_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de soporte`)
};

const en_xa2_support_card_title = /** @type {(inputs: Support_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ áççéšš on]`)
};

/**
* | output |
* | --- |
* | "Support access" |
*
* @param {Support_Card_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_card_title = /** @type {((inputs?: Support_Card_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Card_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_card_title(inputs)
	if (locale === "fr") return fr_support_card_title(inputs)
	if (locale === "nl") return nl_support_card_title(inputs)
	if (locale === "es") return es_support_card_title(inputs)
	if (locale === "en-XA") return en_xa2_support_card_title(inputs)
	return en_support_card_title(inputs)
});