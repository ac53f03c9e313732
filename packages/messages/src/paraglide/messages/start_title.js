/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Start_TitleInputs */

const en_start_title = /** @type {(inputs: Start_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get started`)
};

const de_start_title = /** @type {(inputs: Start_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erste Schritte`)
};

const fr_start_title = /** @type {(inputs: Start_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premiers pas`)
};

const nl_start_title = /** @type {(inputs: Start_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aan de slag`)
};

const es_start_title = /** @type {(inputs: Start_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primeros pasos`)
};

const en_xa2_start_title = /** @type {(inputs: Start_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝéţ šţáŕţéð o]`)
};

/**
* | output |
* | --- |
* | "Get started" |
*
* @param {Start_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const start_title = /** @type {((inputs?: Start_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Start_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_start_title(inputs)
	if (locale === "fr") return fr_start_title(inputs)
	if (locale === "nl") return nl_start_title(inputs)
	if (locale === "es") return es_start_title(inputs)
	if (locale === "en-XA") return en_xa2_start_title(inputs)
	return en_start_title(inputs)
});