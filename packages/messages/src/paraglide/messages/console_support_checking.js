/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_CheckingInputs */

const en_console_support_checking = /** @type {(inputs: Console_Support_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your support access`)
};

const de_console_support_checking = /** @type {(inputs: Console_Support_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Support-Zugang wird geprüft`)
};

const fr_console_support_checking = /** @type {(inputs: Console_Support_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de votre accès support`)
};

const nl_console_support_checking = /** @type {(inputs: Console_Support_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw supporttoegang wordt gecontroleerd`)
};

const es_console_support_checking = /** @type {(inputs: Console_Support_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando tu acceso de soporte`)
};

const en_xa2_console_support_checking = /** @type {(inputs: Console_Support_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķíñĝ ýöüŕ šüþþöŕţ áççéšš one two]`)
};

/**
* | output |
* | --- |
* | "Checking your support access" |
*
* @param {Console_Support_CheckingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_checking = /** @type {((inputs?: Console_Support_CheckingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_CheckingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_checking(inputs)
	if (locale === "fr") return fr_console_support_checking(inputs)
	if (locale === "nl") return nl_console_support_checking(inputs)
	if (locale === "es") return es_console_support_checking(inputs)
	if (locale === "en-XA") return en_xa2_console_support_checking(inputs)
	return en_console_support_checking(inputs)
});