/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Glass_TitleInputs */

const en_console_support_glass_title = /** @type {(inputs: Console_Support_Glass_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Break-glass access`)
};

const de_console_support_glass_title = /** @type {(inputs: Console_Support_Glass_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notfallzugriff`)
};

const fr_console_support_glass_title = /** @type {(inputs: Console_Support_Glass_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès d’urgence`)
};

const nl_console_support_glass_title = /** @type {(inputs: Console_Support_Glass_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noodtoegang`)
};

const es_console_support_glass_title = /** @type {(inputs: Console_Support_Glass_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de emergencia`)
};

const en_xa2_console_support_glass_title = /** @type {(inputs: Console_Support_Glass_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓŕéáķ-ĝļášš áççéšš one]`)
};

/**
* | output |
* | --- |
* | "Break-glass access" |
*
* @param {Console_Support_Glass_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_glass_title = /** @type {((inputs?: Console_Support_Glass_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Glass_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_glass_title(inputs)
	if (locale === "fr") return fr_console_support_glass_title(inputs)
	if (locale === "nl") return nl_console_support_glass_title(inputs)
	if (locale === "es") return es_console_support_glass_title(inputs)
	if (locale === "en-XA") return en_xa2_console_support_glass_title(inputs)
	return en_console_support_glass_title(inputs)
});