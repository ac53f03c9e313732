/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_End_MineInputs */

const en_console_support_end_mine = /** @type {(inputs: Console_Support_End_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End my access`)
};

const de_console_support_end_mine = /** @type {(inputs: Console_Support_End_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meinen Zugang beenden`)
};

const fr_console_support_end_mine = /** @type {(inputs: Console_Support_End_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre fin à mon accès`)
};

const nl_console_support_end_mine = /** @type {(inputs: Console_Support_End_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mijn toegang beëindigen`)
};

const es_console_support_end_mine = /** @type {(inputs: Console_Support_End_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminar mi acceso`)
};

const en_xa2_console_support_end_mine = /** @type {(inputs: Console_Support_End_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñð ɱý áççéšš on]`)
};

/**
* | output |
* | --- |
* | "End my access" |
*
* @param {Console_Support_End_MineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_end_mine = /** @type {((inputs?: Console_Support_End_MineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_End_MineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_end_mine(inputs)
	if (locale === "fr") return fr_console_support_end_mine(inputs)
	if (locale === "nl") return nl_console_support_end_mine(inputs)
	if (locale === "es") return es_console_support_end_mine(inputs)
	if (locale === "en-XA") return en_xa2_console_support_end_mine(inputs)
	return en_console_support_end_mine(inputs)
});