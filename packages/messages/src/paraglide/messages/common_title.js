/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_TitleInputs */

const en_common_title = /** @type {(inputs: Common_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

const de_common_title = /** @type {(inputs: Common_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titel`)
};

const fr_common_title = /** @type {(inputs: Common_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre`)
};

const nl_common_title = /** @type {(inputs: Common_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titel`)
};

const es_common_title = /** @type {(inputs: Common_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

const en_xa2_common_title = /** @type {(inputs: Common_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţíţļé ]`)
};

/**
* | output |
* | --- |
* | "Title" |
*
* @param {Common_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_title = /** @type {((inputs?: Common_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_title(inputs)
	if (locale === "fr") return fr_common_title(inputs)
	if (locale === "nl") return nl_common_title(inputs)
	if (locale === "es") return es_common_title(inputs)
	if (locale === "en-XA") return en_xa2_common_title(inputs)
	return en_common_title(inputs)
});